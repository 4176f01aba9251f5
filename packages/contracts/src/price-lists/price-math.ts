import Decimal from 'decimal.js'

type DiscountType = 'percentage' | 'value'

// Prices are exact decimals (strings on the wire), rounded to 4 places like the numeric columns.
const places = 4
const fixed = (value: Decimal) => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places)

// Net price of a line: gross less a percentage or a fixed amount, never below zero.
export function netPrice(gross: string, discount: string, type: DiscountType): string {
  const g = new Decimal(gross)
  const off = type === 'percentage' ? g.mul(discount).div(100) : new Decimal(discount)
  return fixed(Decimal.max(g.minus(off), 0))
}

// Indexing (spec §5): a positive or negative percentage on the current price, never below zero.
export function indexedPrice(current: string, percent: string): string {
  return fixed(Decimal.max(new Decimal(current).mul(new Decimal(100).plus(percent)).div(100), 0))
}

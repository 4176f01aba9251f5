import Decimal from 'decimal.js'

export const lineValue = (qty: string, price: string) =>
  new Decimal(qty).mul(price).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4)

export function deliveryTotals(lines: Array<{ qty: string; price: string }>, discountPercent: string) {
  const qty = lines.reduce((sum, line) => sum.plus(line.qty), new Decimal(0))
  const value = lines.reduce((sum, line) => sum.plus(new Decimal(line.qty).mul(line.price)), new Decimal(0))
  const discounted = value.mul(new Decimal(100).minus(discountPercent)).div(100)
  return {
    total_qty: qty.toFixed(3),
    total_value: discounted.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
  }
}

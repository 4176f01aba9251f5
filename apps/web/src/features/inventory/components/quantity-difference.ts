import { typedDecimal } from '../../../lib/format/typed-decimal.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'

// What is typed minus a figure (counted minus on hand, to ship minus available), in thousandths so that
// no decimal is lost (quantities have three decimals); null while nothing is typed, or what is typed is
// not a quantity yet.
const thousandths = (value: string) => {
  const text = typedDecimal(value, currentLocale())
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))
}

export function differenceOf(typed: string | null, figure: string): string | null {
  if (typed === null || typed.trim() === '') return null
  const count = thousandths(typed)
  const held = Math.round(Number(figure) * 1000)
  if (count === null || Number.isNaN(held)) return null
  return String((count - held) / 1000)
}

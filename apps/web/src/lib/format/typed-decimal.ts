import type { Locale } from '@scm/contracts'

const grouped = /(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g
const commaThousands = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/
const commaDecimal = /^[+-]?\d*,\d*$/

// A number as a person types it, in the dot form the contracts take (spec §5 dot decimal, §9 shows
// numbers as "1 234.5"). Spaces between groups of thousands go, as the app writes them. A comma is the
// decimal separator ("2,5": Swedish, and the European habit of many English users), except in English
// where it groups thousands ("1,000" is a thousand, not one). Anything else is left as typed, for the
// contract to refuse with its message.
export function typedDecimal(typed: string, locale: Locale): string {
  const text = typed.trim().replace(grouped, '$1')
  if (locale === 'en' && commaThousands.test(text)) return text.replaceAll(',', '')
  return commaDecimal.test(text) ? text.replace(',', '.') : text
}

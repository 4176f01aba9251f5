import { typedDecimal } from '../../lib/format/typed-decimal.ts'
import { currentLocale } from '../../lib/i18n/current-locale.ts'

// register() options for a decimal typed in a text box: the form holds the dot form the contract checks
// ("2,5" in Swedish is 2.5, lib/format/typed-decimal.ts). `blank` is what an empty box holds: "" for the
// contract to name a required field, null for an optional one that is cleared.
export const decimalInput = (blank: '' | null | undefined = '') => ({
  setValueAs: (value: string | null | undefined) => {
    if (typeof value !== 'string') return value ?? blank
    const text = typedDecimal(value, currentLocale())
    return text === '' ? blank : text
  },
})

import Decimal from 'decimal.js'
import type { Criterion } from './criterion.ts'

const numberAnswer = /^-?\d{1,12}(\.\d{1,4})?$/

// Whether a supplier's answer meets the criterion's preferred value (decision 0034): a number by its
// rule, a select or yes/no by being that answer, a text by the same words (case and outer spaces
// aside). Null when there is nothing to meet: no preferred value, no answer, or a file.
export function meetsPreferred(
  criterion: Pick<Criterion, 'type' | 'preferred_value' | 'preferred_rule'>,
  value: string | null,
): boolean | null {
  const preferred = criterion.preferred_value
  if (preferred === null || value === null || criterion.type === 'file') return null
  if (criterion.type === 'number') {
    if (!numberAnswer.test(value.trim()) || !numberAnswer.test(preferred)) return false
    const compared = new Decimal(value.trim()).comparedTo(preferred)
    if (criterion.preferred_rule === 'at_least') return compared >= 0
    if (criterion.preferred_rule === 'at_most') return compared <= 0
    return compared === 0
  }
  if (criterion.type === 'text') return value.trim().toLowerCase() === preferred.trim().toLowerCase()
  return value === preferred
}

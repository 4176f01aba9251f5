import type { Criterion } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatNumber } from '../../../lib/format/format.ts'

// A value in a criterion's terms as a reader reads it: yes/no in the reader's language, a number
// grouped, anything else as written.
export function criterionValueText(criterion: Pick<Criterion, 'type'>, value: string, t: TFunction) {
  if (criterion.type === 'yes_no') return t(`yesNo.${value}`, { ns: 'quotations' })
  if (criterion.type === 'number') return formatNumber(value)
  return value
}

// "At least 20 000", "Yes", "60 days"; empty when the buyer has no preference.
export function preferredText(criterion: Criterion, t: TFunction) {
  if (criterion.preferred_value === null) return ''
  const value = criterionValueText(criterion, criterion.preferred_value, t)
  return criterion.preferred_rule
    ? `${t(`preferredRules.${criterion.preferred_rule}`, { ns: 'quotations' })} ${value}`
    : value
}

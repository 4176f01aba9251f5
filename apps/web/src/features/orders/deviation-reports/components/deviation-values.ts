import type { DeviationChange } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatNumber, notAvailable } from '../../../../lib/format/format.ts'
import type { DeviationRow } from '../../../../ui/deviation/deviation-change-table.tsx'
import { deviationDifference } from '../../../../ui/deviation/deviation-difference.ts'

// A changed value as the reader knows it: dates as they are, numbers with spaces, a freight mode or
// forwarder by its name.
export function changeValue(change: DeviationChange, which: 'original' | 'new', currency: string) {
  const value = which === 'original' ? change.original_value : change.new_value
  const label = which === 'original' ? change.original_label : change.new_label
  if (change.field === 'freight_mode' || change.field === 'forwarder') return label ?? notAvailable()
  if (value === null) return notAvailable()
  if (change.field === 'price') return `${formatNumber(value)} ${currency}`
  if (change.field === 'qty') return formatNumber(value)
  return value
}

export const fieldLabel = (t: TFunction, field: DeviationChange['field']) => t(`deviations.fields.${field}`)

// Where the change sits: the delivery, and the line's article for a quantity or price.
export function changePlace(t: TFunction, change: DeviationChange) {
  const delivery = t('deviations.deliveryShort', {
    number: change.delivery_position,
    code: change.delivery_code,
  })
  if (change.line_position === null) return delivery
  return `${delivery} · ${change.article_code ?? ''} ${change.article_name ?? ''}`.trim()
}

// An order's changes as the shared change table shows them.
export const orderChangeRows = (t: TFunction, changes: DeviationChange[], currency: string): DeviationRow[] =>
  changes.map((change) => ({
    id: change.id,
    testId: `change-${change.field}-${change.delivery_position}`,
    place: changePlace(t, change),
    what: fieldLabel(t, change.field),
    original: changeValue(change, 'original', currency),
    proposed: changeValue(change, 'new', currency),
    difference: deviationDifference(t, change),
    beyondTolerance: change.beyond_tolerance,
    decision: change.decision,
  }))

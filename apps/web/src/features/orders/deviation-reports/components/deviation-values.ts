import type { DeviationChange } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatNumber, notAvailable } from '../../../../lib/format/format.ts'

// A changed value as the reader knows it: dates as they are, numbers with spaces, a freight mode or
// forwarder by its name.
export function changeValue(change: DeviationChange, which: 'original' | 'new', currency: string) {
  const value = which === 'original' ? change.original_value : change.new_value
  const label = which === 'original' ? change.original_label : change.new_label
  if (change.field === 'freight_mode' || change.field === 'forwarder') return label ?? notAvailable
  if (value === null) return notAvailable
  if (change.field === 'price') return `${formatNumber(value)} ${currency}`
  if (change.field === 'qty') return formatNumber(value)
  return value
}

// "+10 days", "−20 %": how far the new value is from the original.
export function changeDifference(t: TFunction, change: DeviationChange) {
  if (change.day_difference !== null)
    return t('deviations.days', {
      count: Math.abs(change.day_difference),
      sign: change.day_difference < 0 ? '−' : '+',
    })
  if (change.percent_difference !== null) {
    const percent = Number(change.percent_difference)
    return `${percent < 0 ? '−' : '+'}${formatNumber(Math.abs(percent), 2)} %`
  }
  return ''
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

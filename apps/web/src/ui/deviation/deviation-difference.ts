import type { TFunction } from 'i18next'
import { formatNumber } from '../../lib/format/format.ts'

// "+10 days", "−20 %": how far the new value is from the original (dates in days, numbers in percent),
// worded by the shared catalogue whichever feature's `t` is passed.
export function deviationDifference(
  t: TFunction,
  change: { day_difference: number | null; percent_difference: string | null },
) {
  if (change.day_difference !== null)
    return t('app:deviation.days', {
      count: Math.abs(change.day_difference),
      sign: change.day_difference < 0 ? '−' : '+',
    })
  if (change.percent_difference !== null) {
    const percent = Number(change.percent_difference)
    return `${percent < 0 ? '−' : '+'}${formatNumber(Math.abs(percent), 2)} %`
  }
  return ''
}

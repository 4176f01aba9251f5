import { Text } from '@mantine/core'
import { currencies, type OrderStatus, orderStatuses } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatNumber, notAvailable } from '../../../../lib/format/format.ts'
import type { FilterField, FilterOption } from '../../../../ui/list-screen/list-types.ts'
import { money } from './view-delivery-columns.tsx'
import { badgeName, dateRangeFilters, partnerFilter, statusFilter } from './view-filters.ts'

// A margin in red when it is a loss, so a bad order or article stands out in a long list.
export function MarginText({ value, suffix }: { value: string | null; suffix: string }) {
  if (value === null) return <Text size="sm">{notAvailable()}</Text>
  return (
    <Text
      size="sm"
      c={Number(value) < 0 ? 'red.9' : undefined}
      fw={Number(value) < 0 ? 600 : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {`${formatNumber(value, 2)} ${suffix}`.trim()}
    </Text>
  )
}

export const percent = (value: string | null) =>
  value === null ? notAvailable() : `${formatNumber(value, 2)} %`
export { money }

// The filters both margin reviews share: supplier, order status, currency and the order's creation date.
export function marginFilters(t: TFunction, partners: FilterOption[]): FilterField[] {
  return [
    ...dateRangeFilters(t),
    { ...partnerFilter(t, partners), label: t('views.fields.supplier') },
    statusFilter(t, orderStatuses as readonly OrderStatus[]),
    {
      key: 'currency',
      label: t('views.fields.currency'),
      type: 'select',
      options: currencies.map((value) => ({ value, label: value })),
    },
  ]
}

export const statusLabel = (t: TFunction, status: OrderStatus) => t(`views.status.${badgeName(status)}`)

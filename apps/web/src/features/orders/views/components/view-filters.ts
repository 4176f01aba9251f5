import {
  type DeliveryShipmentState,
  deliveryShipmentStates,
  type OrderStatus,
  type ParamOption,
} from '@scm/contracts'
import type { TFunction } from 'i18next'
import { useParams } from '../../../../lib/params/use-params.ts'
import type { FilterField, FilterOption } from '../../../../ui/list-screen/list-types.ts'

// Order and shipment states are labelled by their spec badge names (kebab-case).
export const badgeName = (value: string) => value.replaceAll('_', '-')

const toOptions = (options: ParamOption[]): FilterOption[] =>
  options.map((option) => ({ value: option.id, label: option.name }))

// The companies the caller trades with and its warehouses, for the views' filters.
export function useViewOptions() {
  const lists = useParams(['trading-partners', 'warehouses']).data
  return { partners: toOptions(lists['trading-partners']), warehouses: toOptions(lists.warehouses) }
}

export const partnerFilter = (t: TFunction, options: FilterOption[]): FilterField => ({
  key: 'partner_company_id',
  label: t('views.fields.counterparty'),
  type: 'select',
  options,
})

export const warehouseFilter = (t: TFunction, options: FilterOption[]): FilterField => ({
  key: 'warehouse_id',
  label: t('views.fields.warehouse'),
  type: 'select',
  options,
})

export const dateRangeFilters = (t: TFunction): FilterField[] => [
  { key: 'from', label: t('views.fields.from'), type: 'date' },
  { key: 'to', label: t('views.fields.to'), type: 'date' },
]

export const statusFilter = (t: TFunction, statuses: readonly OrderStatus[]): FilterField => ({
  key: 'status',
  label: t('views.fields.status'),
  type: 'select',
  options: statuses.map((status) => ({ value: status, label: t(`views.status.${badgeName(status)}`) })),
})

export const shipmentFilter = (t: TFunction): FilterField => ({
  key: 'shipment_state',
  label: t('views.fields.shipment'),
  type: 'select',
  options: deliveryShipmentStates.map((state: DeliveryShipmentState) => ({
    value: state,
    label: t(`views.status.${badgeName(state)}`),
  })),
})

import { Text } from '@mantine/core'
import {
  type CompanyType,
  currencies,
  type OrderListView,
  type OrderSummary,
  orderListViews,
  type ParamOption,
} from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { badgeName, OrderStatusBadge } from './order-status-badge.tsx'

// Order numbers, dates and amounts read as one piece, never broken over two lines.
const nowrap = (text: string) => (
  <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
)

// Whom the order is with, seen from the caller: the supplier of an order we placed, the buyer of one
// we were sent.
export const counterpartyOf = (order: OrderSummary) =>
  order.side === 'buyer' ? order.supplier_name : order.buyer_name

// A client's lists name the supplier, a supplier's the buyer; a company that is both sees either.
const partyLabel = (t: TFunction, type: CompanyType) =>
  type === 'client'
    ? t('fields.supplier')
    : type === 'supplier'
      ? t('fields.buyer')
      : t('fields.counterparty')

export function orderColumns(t: TFunction, companyType: CompanyType): ListColumn<OrderSummary>[] {
  return [
    {
      key: 'number',
      label: t('fields.number'),
      sortField: 'number',
      value: (o) => o.number,
      render: (o) => nowrap(o.number),
    },
    {
      key: 'party',
      label: partyLabel(t, companyType),
      sortField: companyType === 'supplier' ? 'buyer_name' : 'supplier_name',
      value: counterpartyOf,
    },
    {
      key: 'status',
      label: t('fields.status'),
      sortField: 'status',
      value: (o) => t(`status.${badgeName(o.status)}`),
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      key: 'buyer_reference',
      label: t('fields.buyerReference'),
      value: (o) => formatText(o.buyer_reference),
    },
    {
      key: 'etd',
      label: t('fields.etd'),
      sortField: 'etd',
      value: (o) => formatDate(o.etd),
      render: (o) => nowrap(formatDate(o.etd)),
    },
    {
      key: 'eta',
      label: t('fields.eta'),
      sortField: 'eta',
      value: (o) => formatDate(o.eta),
      render: (o) => nowrap(formatDate(o.eta)),
    },
    {
      key: 'total_value',
      label: t('fields.value'),
      sortField: 'total_value',
      value: (o) => formatNumber(o.total_value, 2),
      render: (o) => nowrap(formatNumber(o.total_value, 2)),
    },
    { key: 'currency', label: t('fields.currency'), value: (o) => o.currency },
    { key: 'deliveries', label: t('fields.deliveries'), value: (o) => formatNumber(o.delivery_count) },
    {
      key: 'pending_deviations',
      label: t('fields.pendingDeviations'),
      value: (o) => formatNumber(o.pending_deviations),
    },
    {
      key: 'internal_status',
      label: t('fields.internalStatus'),
      value: (o) => formatText(o.internal_status_name),
      hiddenByDefault: true,
    },
    {
      key: 'created_at',
      label: t('fields.createdAt'),
      sortField: 'created_at',
      value: (o) => formatDate(o.created_at),
      hiddenByDefault: true,
    },
  ]
}

const options = (list: ParamOption[]) => list.map((item) => ({ value: item.id, label: item.name }))

// The filter sidebar of spec §2.10 "Order list". The status choice is the view's own statuses.
export function orderFilters(
  t: TFunction,
  view: OrderListView,
  companyType: CompanyType,
  params: { partners: ParamOption[]; tags: ParamOption[]; users: ParamOption[] },
): FilterField[] {
  const statuses = orderListViews[view]
  const fields: FilterField[] = []
  if (statuses.length > 1)
    fields.push({
      key: 'status',
      label: t('fields.status'),
      type: 'select',
      options: statuses.map((status) => ({ value: status, label: t(`status.${badgeName(status)}`) })),
    })
  if (companyType !== 'supplier')
    fields.push({
      key: 'supplier_company_id',
      label: t('fields.supplier'),
      type: 'select',
      options: options(params.partners),
    })
  if (companyType !== 'client')
    fields.push({
      key: 'buyer_company_id',
      label: t('fields.buyer'),
      type: 'select',
      options: options(params.partners),
    })
  fields.push({
    key: 'currency',
    label: t('fields.currency'),
    type: 'select',
    options: currencies.map((value) => ({ value, label: value })),
  })
  // Tags and assignees are the buyer's own bookkeeping: a supplier has none on the orders it was sent.
  if (companyType !== 'supplier')
    fields.push(
      {
        key: 'tag_id',
        label: t('fields.tag'),
        type: 'select',
        options: options(params.tags.filter((tag) => tag.code === 'order')),
      },
      { key: 'assignee_id', label: t('fields.assignee'), type: 'select', options: options(params.users) },
    )
  fields.push(
    { key: 'etd_from', label: t('filters.etdFrom'), type: 'date' },
    { key: 'etd_to', label: t('filters.etdTo'), type: 'date' },
    { key: 'eta_from', label: t('filters.etaFrom'), type: 'date' },
    { key: 'eta_to', label: t('filters.etaTo'), type: 'date' },
  )
  return fields
}

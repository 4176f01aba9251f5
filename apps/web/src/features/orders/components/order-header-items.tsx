import { Badge, Group } from '@mantine/core'
import type { Order } from '@scm/contracts'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'

export interface HeaderItem {
  label: string
  value: ReactNode
}

const names = (list: Array<{ name: string }> | undefined) =>
  list && list.length > 0 ? (
    <Group gap={4}>
      {list.map((item) => (
        <Badge key={item.name} variant="light" color="gray" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  ) : (
    formatText(null)
  )

// The order's header as labelled values, for the detail page and the wizard's summary. The buyer's
// internal fields are left out for the supplier (its answer does not carry them anyway).
export function orderHeaderItems(order: Order, t: TFunction): { main: HeaderItem[]; internal: HeaderItem[] } {
  const main: HeaderItem[] = [
    { label: t('fields.supplier'), value: order.supplier_name },
    { label: t('fields.buyer'), value: order.buyer_name },
    { label: t('fields.buyerReference'), value: formatText(order.buyer_reference) },
    { label: t('fields.currency'), value: order.currency },
    { label: t('fields.paymentTerm'), value: formatText(order.payment_term_name) },
    { label: t('fields.incoterm'), value: formatText(order.incoterm) },
    { label: t('fields.discountPercent'), value: `${formatNumber(order.discount_percent)} %` },
    { label: t('fields.shipFrom'), value: formatText(order.ship_from_name) },
    { label: t('fields.shipTo'), value: formatText(order.ship_to_name) },
    { label: t('fields.freightMode'), value: formatText(order.freight_mode_name) },
    { label: t('fields.etd'), value: formatDate(order.etd) },
    { label: t('fields.eta'), value: formatDate(order.eta) },
    { label: t('fields.totalQty'), value: formatNumber(order.total_qty) },
    { label: t('fields.totalValue'), value: `${formatNumber(order.total_value, 2)} ${order.currency}` },
  ]
  if (order.side === 'buyer' || order.tags.length > 0)
    main.push({ label: t('fields.tags'), value: names(order.tags) })
  const internal: HeaderItem[] =
    order.side === 'buyer'
      ? [
          { label: t('fields.internalStatus'), value: formatText(order.internal_status_name) },
          { label: t('fields.assignees'), value: names(order.assignees) },
          {
            label: t('fields.showTagsToSupplier'),
            value: order.show_tags_to_supplier ? t('common.yes') : t('common.no'),
          },
        ]
      : []
  return { main, internal }
}

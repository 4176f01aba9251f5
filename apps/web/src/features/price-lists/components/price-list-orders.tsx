import { Anchor } from '@mantine/core'
import { type OrderStatus, type PriceList, type PriceListOrder, priceListEndpoints } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatNumber } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { priceListQueries } from '../api/price-list-queries.ts'

// The related orders tab (spec §2.10): the orders the caller sees with lines this list priced. The
// order status badge belongs to the orders feature, so the app hands it in.
export function PriceListOrders({
  list,
  orderStatus,
}: {
  list: PriceList
  orderStatus: (status: OrderStatus) => ReactNode
}) {
  const { t } = useTranslation('price-lists')
  const columns: ListColumn<PriceListOrder>[] = [
    {
      key: 'number',
      label: t('orders.number'),
      sortField: 'number',
      value: (order) => order.number,
      render: (order) => (
        <Anchor component={Link} to={`/orders/${order.id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {order.number}
        </Anchor>
      ),
    },
    {
      key: 'counterparty_name',
      label: t('orders.party'),
      sortField: 'counterparty_name',
      value: (order) => order.counterparty_name,
    },
    {
      key: 'status',
      label: t('orders.status'),
      value: (order) => order.status,
      render: (order) => orderStatus(order.status),
    },
    {
      key: 'created_at',
      label: t('orders.date'),
      sortField: 'created_at',
      value: (order) => formatDate(order.created_at),
    },
    {
      key: 'priced_lines',
      label: t('orders.pricedLines'),
      value: (order) => formatNumber(order.priced_lines),
    },
  ]
  return (
    <ListScreen
      id="price-list-orders"
      title={`${list.name} – ${t('tabs.orders')}`}
      endpoint={priceListEndpoints.orders}
      params={{ id: list.id }}
      queryKey={priceListQueries.orders(list.id)}
      columns={columns}
      rowKey={(order) => order.id}
      defaultSort="-created_at"
    />
  )
}

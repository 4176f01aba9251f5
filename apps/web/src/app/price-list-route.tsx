import type { OrderStatus } from '@scm/contracts'
import type { RouteObject } from 'react-router'

// /price-lists/:id: the price-lists feature's page, whose related orders tab (spec §2.10) shows the
// orders feature's status badge. Features do not import each other's internals; the app puts them
// together here, each loading as its own chunk.
export const priceListRoute: RouteObject = {
  path: '/price-lists/:id',
  lazy: async () => {
    const [{ PriceListPage }, { OrderStatusBadge }] = await Promise.all([
      import('../features/price-lists/routes/price-list-page.tsx'),
      import('../features/orders/components/order-status-badge.tsx'),
    ])
    const orderStatus = (status: OrderStatus) => <OrderStatusBadge status={status} />
    return { Component: () => <PriceListPage orderStatus={orderStatus} /> }
  },
}

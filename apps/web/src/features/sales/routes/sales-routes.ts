import type { RouteObject } from 'react-router'

export const salesRoutes: RouteObject[] = [
  {
    path: '/sales-orders',
    lazy: async () => ({ Component: (await import('./sales-orders-page.tsx')).SalesOrdersPage }),
  },
  {
    path: '/sales-orders/:id',
    lazy: async () => ({ Component: (await import('./sales-order-page.tsx')).SalesOrderPage }),
  },
]

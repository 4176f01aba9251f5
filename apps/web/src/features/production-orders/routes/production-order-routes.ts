import type { RouteObject } from 'react-router'

const edit = async () => ({
  Component: (await import('./production-order-edit-page.tsx')).ProductionOrderEditPage,
})

export const productionOrderRoutes: RouteObject[] = [
  {
    path: '/production-orders',
    lazy: async () => ({ Component: (await import('./production-orders-page.tsx')).ProductionOrdersPage }),
  },
  { path: '/production-orders/create', lazy: edit },
  {
    path: '/production-orders/:id',
    lazy: async () => ({ Component: (await import('./production-order-page.tsx')).ProductionOrderPage }),
  },
  { path: '/production-orders/:id/update', lazy: edit },
]

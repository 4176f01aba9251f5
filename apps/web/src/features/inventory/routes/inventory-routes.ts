import type { RouteObject } from 'react-router'

export const inventoryRoutes: RouteObject[] = [
  {
    path: '/inventory',
    lazy: async () => ({ Component: (await import('./inventory-page.tsx')).InventoryPage }),
  },
]

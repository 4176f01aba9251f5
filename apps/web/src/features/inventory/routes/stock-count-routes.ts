import type { RouteObject } from 'react-router'

export const stockCountRoutes: RouteObject[] = [
  {
    path: '/stock-counts',
    lazy: async () => ({ Component: (await import('./stock-counts-page.tsx')).StockCountsPage }),
  },
  {
    path: '/stock-counts/:id',
    lazy: async () => ({ Component: (await import('./stock-count-page.tsx')).StockCountPage }),
  },
]

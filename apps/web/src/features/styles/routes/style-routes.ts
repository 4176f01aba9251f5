import type { RouteObject } from 'react-router'

export const styleRoutes: RouteObject[] = [
  {
    path: '/styles',
    lazy: async () => ({ Component: (await import('./styles-page.tsx')).StylesPage }),
  },
  {
    path: '/styles/review-criteria',
    lazy: async () => ({ Component: (await import('./review-criteria-page.tsx')).ReviewCriteriaPage }),
  },
  {
    path: '/styles/:id',
    lazy: async () => ({ Component: (await import('./style-detail-page.tsx')).StyleDetailPage }),
  },
  {
    path: '/counterpart-styles',
    lazy: async () => ({ Component: (await import('./counterpart-styles-page.tsx')).CounterpartStylesPage }),
  },
  {
    path: '/counterpart-styles/:id',
    lazy: async () => ({ Component: (await import('./counterpart-style-page.tsx')).CounterpartStylePage }),
  },
]

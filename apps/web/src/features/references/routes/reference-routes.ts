import type { RouteObject } from 'react-router'

export const referenceRoutes: RouteObject[] = [
  {
    path: '/references',
    lazy: async () => ({ Component: (await import('./references-page.tsx')).ReferencesPage }),
  },
]

import type { RouteObject } from 'react-router'

export const fileLibraryRoutes: RouteObject[] = [
  {
    path: '/quotation-file-library',
    lazy: async () => ({ Component: (await import('./file-library-page.tsx')).FileLibraryPage }),
  },
]

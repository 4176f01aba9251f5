import type { RouteObject } from 'react-router'

// The suppliers and clients of spec §2.1; each page is its own chunk.
export const partnerRoutes: RouteObject[] = [
  {
    path: '/suppliers',
    lazy: async () => ({ Component: (await import('./partner-list-page.tsx')).SupplierListPage }),
  },
  {
    path: '/suppliers/invites',
    lazy: async () => ({ Component: (await import('./partner-invites-page.tsx')).SupplierInvitesPage }),
  },
  {
    path: '/suppliers/analyze',
    lazy: async () => ({ Component: (await import('./supplier-analyze-page.tsx')).SupplierAnalyzePage }),
  },
  {
    path: '/suppliers/:id',
    lazy: async () => ({ Component: (await import('./supplier-card-page.tsx')).SupplierCardPage }),
  },
  {
    path: '/clients',
    lazy: async () => ({ Component: (await import('./partner-list-page.tsx')).ClientListPage }),
  },
  {
    path: '/clients/new',
    lazy: async () => ({ Component: (await import('./partner-invites-page.tsx')).ClientInvitesPage }),
  },
  {
    path: '/clients/:id',
    lazy: async () => ({ Component: (await import('./client-card-page.tsx')).ClientCardPage }),
  },
]

import type { RouteObject } from 'react-router'

export const consumablesPostingRoutes: RouteObject[] = [
  {
    path: '/consumables-postings',
    lazy: async () => ({
      Component: (await import('./consumables-postings-page.tsx')).ConsumablesPostingsPage,
    }),
  },
  {
    path: '/consumables-postings/create',
    lazy: async () => ({
      Component: (await import('./consumables-posting-edit-page.tsx')).ConsumablesPostingCreatePage,
    }),
  },
  {
    path: '/consumables-postings/:id',
    lazy: async () => ({
      Component: (await import('./consumables-posting-page.tsx')).ConsumablesPostingPage,
    }),
  },
  {
    path: '/consumables-postings/:id/update',
    lazy: async () => ({
      Component: (await import('./consumables-posting-edit-page.tsx')).ConsumablesPostingUpdatePage,
    }),
  },
]

import type { RouteObject } from 'react-router'

// Spec §2.4: the supplier's contact answers an order, or the buyer's change request, from the e-mailed
// link without an account; {uniqueId} is the link's token. A milestone's guest reports on it the same way.
export const guestOrderRoutes: RouteObject[] = [
  {
    path: '/guest/orders/confirmation-success',
    lazy: async () => ({
      Component: (await import('./guest-success-page.tsx')).GuestConfirmationSuccessPage,
    }),
  },
  {
    path: '/guest/orders/deviation-confirmation-success',
    lazy: async () => ({ Component: (await import('./guest-success-page.tsx')).GuestDeviationSuccessPage }),
  },
  {
    path: '/guest/orders/:uniqueId/confirm',
    lazy: async () => ({ Component: (await import('./guest-confirm-page.tsx')).GuestConfirmPage }),
  },
  {
    path: '/guest/orders/:uniqueId/confirm-deviation',
    lazy: async () => ({
      Component: (await import('./guest-confirm-deviation-page.tsx')).GuestConfirmDeviationPage,
    }),
  },
  {
    path: '/guest/milestones/:token',
    lazy: async () => ({
      Component: (await import('../../milestones/routes/guest-milestone-page.tsx')).GuestMilestonePage,
    }),
  },
]

import type { RouteObject } from 'react-router'

// Spec §2.4: an external supplier answers a quotation from its e-mailed link, without an account;
// {id} is the link's token.
export const guestQuotationRoutes: RouteObject[] = [
  {
    path: '/guest/quotation-invites/:token',
    lazy: async () => ({ Component: (await import('./guest-invite-page.tsx')).GuestInvitePage }),
  },
]

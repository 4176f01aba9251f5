import type { RouteObject } from 'react-router'

// Spec §2.4: the forwarder or the supplier a booking was sent to, without an account; {id} is the
// link's token.
export const guestBookingRoutes: RouteObject[] = [
  {
    path: '/guest/bookings/:token',
    lazy: async () => ({ Component: (await import('./guest-booking-page.tsx')).GuestBookingPage }),
  },
  {
    path: '/guest/bookings/:token/deviation',
    lazy: async () => ({
      Component: (await import('./guest-booking-deviation-page.tsx')).GuestBookingDeviationPage,
    }),
  },
]

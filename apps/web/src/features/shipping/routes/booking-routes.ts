import type { RouteObject } from 'react-router'

export const bookingRoutes: RouteObject[] = [
  {
    path: '/bookings',
    lazy: async () => ({ Component: (await import('./bookings-page.tsx')).BookingsPage }),
  },
  {
    path: '/bookings/create',
    lazy: async () => ({ Component: (await import('./booking-edit-page.tsx')).BookingCreatePage }),
  },
  {
    path: '/bookings/create/shipment',
    lazy: async () => ({ Component: (await import('./booking-edit-page.tsx')).ShipmentCreatePage }),
  },
  {
    path: '/bookings/:id',
    lazy: async () => ({ Component: (await import('./booking-page.tsx')).BookingPage }),
  },
  {
    path: '/bookings/:id/deviation',
    lazy: async () => ({ Component: (await import('./booking-deviation-page.tsx')).BookingDeviationPage }),
  },
  {
    path: '/bookings/:id/update',
    lazy: async () => ({ Component: (await import('./booking-edit-page.tsx')).BookingUpdatePage }),
  },
]

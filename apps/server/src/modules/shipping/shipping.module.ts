import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { provideDeliveryBookings } from '../orders/index.ts'
import { bookingsOfDeliveries } from './booking.queries.ts'
import { bookingRoutes } from './booking.routes.ts'
import { seedBookings } from './booking.seed.ts'
import { bookingGuestRoutes } from './booking-guest.routes.ts'

// The delivery views show the booking carrying each delivery (decision 0061).
provideDeliveryBookings(bookingsOfDeliveries)

export const shippingModule: ModuleManifest = {
  name: 'shipping',
  routes: [bookingRoutes, bookingGuestRoutes],
  seed: seedBookings,
}

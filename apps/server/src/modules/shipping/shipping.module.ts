import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { bookingRoutes } from './booking.routes.ts'
import { seedBookings } from './booking.seed.ts'
import { bookingGuestRoutes } from './booking-guest.routes.ts'

export const shippingModule: ModuleManifest = {
  name: 'shipping',
  routes: [bookingRoutes, bookingGuestRoutes],
  seed: seedBookings,
}

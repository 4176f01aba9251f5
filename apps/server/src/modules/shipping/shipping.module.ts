import { fileImportJob } from '../../platform/imports/file-import-job.ts'
import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { provideDeliveryBookings } from '../orders/index.ts'
import { bookingsOfDeliveries } from './booking.queries.ts'
import { bookingRoutes } from './booking.routes.ts'
import { seedBookings } from './booking.seed.ts'
import { bookingGuestRoutes } from './booking-guest.routes.ts'
import { bookingImportRoutes } from './import/booking-import.routes.ts'
import { bookingImport } from './import/booking-import.ts'

// The delivery views show the booking carrying each delivery (decision 0061).
provideDeliveryBookings(bookingsOfDeliveries)

export const shippingModule: ModuleManifest = {
  name: 'shipping',
  routes: [bookingImportRoutes, bookingRoutes, bookingGuestRoutes],
  jobs: (platform) => [fileImportJob(platform, bookingImport) as never],
  seed: seedBookings,
}

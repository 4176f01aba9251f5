import { fileImportJob } from '../../platform/imports/file-import-job.ts'
import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { bookingRoutes } from './booking.routes.ts'
import { seedBookings } from './booking.seed.ts'
import { bookingImportRoutes } from './import/booking-import.routes.ts'
import { bookingImport } from './import/booking-import.ts'

export const shippingModule: ModuleManifest = {
  name: 'shipping',
  routes: [bookingImportRoutes, bookingRoutes],
  jobs: (platform) => [fileImportJob(platform, bookingImport) as never],
  seed: seedBookings,
}

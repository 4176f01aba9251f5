import { bookingImportEndpoints } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { importBookings } from './booking-import.service.ts'

export const bookingImportRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, bookingImportEndpoints.upload, ({ body }, ctx) => importBookings(ctx, body))
}

import { bookingEndpoints as e } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { createBooking, deleteBooking, getBooking, listBookings, updateBooking } from './booking.service.ts'
import { deliveriesLibrary } from './booking-library.ts'
import { markBooking } from './booking-mark.ts'
import { savePackingList } from './booking-packing.ts'
import { proposePackingList } from './booking-packing-proposal.ts'
import { createShipment } from './booking-shipment.ts'

export const bookingRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listBookings(ctx, query))
  route(app, platform, e.deliveries, ({ query }, ctx) => deliveriesLibrary(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getBooking(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createBooking(ctx, body))
  route(app, platform, e.createShipment, ({ body }, ctx) => createShipment(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updateBooking(ctx, params.id, body))
  route(app, platform, e.packingList, ({ params, body }, ctx) => savePackingList(ctx, params.id, body))
  route(app, platform, e.packingProposal, ({ params }, ctx) => proposePackingList(ctx, params.id))
  route(app, platform, e.mark, ({ params, body }, ctx) => markBooking(ctx, params.id, body))
  route(app, platform, e.remove, ({ params }, ctx) => deleteBooking(ctx, params.id))
}

import {
  bookingDiscrepancyEndpoints as discrepancies,
  guestBookingEndpoints as guest,
  bookingGuestLinkEndpoints as links,
} from '@scm/contracts'
import { guestRateLimit } from '../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { bookingActorOf } from './booking-actor.ts'
import { decideDiscrepancy, listDiscrepancies, reportDiscrepancy } from './booking-discrepancy.service.ts'
import { revokeBookingGuestLink, sendBookingGuestLink } from './booking-guest-link.service.ts'
import { updateBookingTracking } from './booking-tracking.ts'
import {
  getGuestBooking,
  guestDiscrepancies,
  markGuestBooking,
  reportGuestDiscrepancy,
  updateGuestBookingTracking,
} from './guest-booking.service.ts'

const limited = { rateLimit: guestRateLimit }

// Past the draft: track and trace, discrepancies, and the guest (forwarder or supplier) the booking
// is sent to (decision 0061).
export const bookingGuestRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, links.send, ({ params, body }, ctx) => sendBookingGuestLink(ctx, params.id, body))
  route(app, platform, links.revoke, ({ params }, ctx) =>
    revokeBookingGuestLink(ctx, params.id, params.linkId),
  )
  route(app, platform, links.tracking, ({ params, body }, ctx) => updateBookingTracking(ctx, params.id, body))
  route(app, platform, discrepancies.list, ({ params }, ctx) => listDiscrepancies(ctx, params.id))
  route(app, platform, discrepancies.report, ({ params, body }, ctx) =>
    reportDiscrepancy(bookingActorOf(ctx), params.id, body),
  )
  route(app, platform, discrepancies.decide, ({ params, body }, ctx) =>
    decideDiscrepancy(ctx, params.id, params.discrepancyId, body),
  )
  route(app, platform, guest.get, ({ params }, ctx) => getGuestBooking(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.tracking,
    ({ params, body }, ctx) => updateGuestBookingTracking(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.mark,
    ({ params, body }, ctx) => markGuestBooking(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.discrepancies,
    ({ params }, ctx) => guestDiscrepancies(ctx, params.token),
    limited,
  )
  route(
    app,
    platform,
    guest.report,
    ({ params, body }, ctx) => reportGuestDiscrepancy(ctx, params.token, body),
    limited,
  )
}

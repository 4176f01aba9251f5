import { defineGuestLinkKind } from '../../platform/guest-links/guest-link-kind.ts'
import { listGuestLinks } from '../../platform/guest-links/guest-links.ts'
import type { BookingScope } from './booking-actor.ts'

// One booking sent to the forwarder or the supplier (spec §2.4 /guest/bookings/{id}, decision 0061):
// they keep its dates and track and trace, mark the transport and report discrepancies while the link
// lives, so it is not single use; a new one replaces the live one.
export const bookingGuestLink = defineGuestLinkKind({
  documentType: 'booking',
  purpose: 'update',
  singleUse: false,
  validDays: 60,
})

export const bookingGuestDocuments = (bookingId: string) => [
  { type: bookingGuestLink.documentType, id: bookingId },
]

export async function liveBookingGuestLink(ctx: BookingScope, bookingId: string) {
  const links = await listGuestLinks(ctx.tx, ctx.companyId, bookingGuestDocuments(bookingId))
  return links.find((link) => link.status === 'active') ?? null
}

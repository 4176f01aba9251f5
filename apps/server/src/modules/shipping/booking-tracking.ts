import { type BookingTrackingBody, trackingEditable, translate } from '@scm/contracts'
import type { z } from 'zod'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { notifyCompany } from '../partners/index.ts'
import { findBooking, updateBookingAt } from './booking.queries.ts'
import { auditBooking, describeBooking, findOwnBooking, recordBookingHistory } from './booking.service.ts'
import { type BookingActor, bookingActorOf } from './booking-actor.ts'

// Dates and track and trace kept up to date past the draft, by the buyer or the booking's guest, on the
// version they saw, until the goods are received. A guest's change is told to the buyer's users.
export async function updateTracking(
  actor: BookingActor,
  id: string,
  body: z.output<typeof BookingTrackingBody>,
) {
  const row = await findOwnBooking(actor, id)
  if (!trackingEditable(row.status))
    throw conflict('shipping.trackingLocked', {
      number: row.number,
      status: translate(actor.locale, `shipping.status.${row.status}`),
    })
  if (row.version !== body.version) throw conflict()
  const before = {
    pickup_date: row.pickupDate,
    delivery_date: row.deliveryDate,
    last_mile_eta: row.lastMileEta,
    forwarder_reference: row.forwarderReference,
    shipment_reference: row.shipmentReference,
    tracking_link: row.trackingLink,
  }
  const { version: _version, ...after } = body
  if (Object.entries(after).every(([key, value]) => before[key as keyof typeof before] === value)) return row
  const saved = await updateBookingAt(actor.tx, actor.companyId, id, body.version, {
    pickupDate: after.pickup_date,
    deliveryDate: after.delivery_date,
    lastMileEta: after.last_mile_eta,
    forwarderReference: after.forwarder_reference,
    shipmentReference: after.shipment_reference,
    trackingLink: after.tracking_link,
  })
  if (!saved) throw conflict()
  await recordBookingHistory(actor, id, 'tracking_updated', null, null)
  await auditBooking(actor, id, 'tracking', before, after)
  if (actor.reporter === 'guest')
    actor.afterCommit(() =>
      notifyCompany(actor.platform, actor.companyId, 'list.bookings', {
        type: 'booking-status-changed',
        message: 'shipping.notice.guest.tracking',
        params: { guest: actor.actorName, number: row.number },
        link: `/bookings/${id}`,
        linkText: 'shipping.notice.openBooking',
      }),
    )
  return (await findBooking(actor.tx, actor.companyId, id))!
}

export const updateBookingTracking = async (
  ctx: RequestContext,
  id: string,
  body: z.output<typeof BookingTrackingBody>,
) => describeBooking(ctx, await updateTracking(bookingActorOf(ctx), id, body))

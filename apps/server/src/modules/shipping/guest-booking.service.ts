import {
  allowedGuestBookingActions,
  type BookingTrackingBody,
  type DiscrepancyBody,
  type GuestBooking,
  type GuestBookingMarkBody,
  trackingEditable,
} from '@scm/contracts'
import type { z } from 'zod'
import { inCompany } from '../../platform/db/tenant.ts'
import { openGuestLink } from '../../platform/guest-links/guest-access.ts'
import type { PublicContext } from '../../platform/http/context.ts'
import { findCompanyName } from '../../platform/tenancy/company-lookup.ts'
import type { BookingRow } from './booking.queries.ts'
import { describeBooking, findOwnBooking } from './booking.service.ts'
import type { BookingActor } from './booking-actor.ts'
import { discrepancyView, reportDiscrepancy } from './booking-discrepancy.service.ts'
import { bookingGuestLink } from './booking-guest-link.ts'
import { moveBooking } from './booking-mark.ts'
import { updateTracking } from './booking-tracking.ts'

// A guest request (decision 0061): the link must work (and be signed in to: it always has a password);
// then it runs as the buyer that sent it, on the link's one booking only, as no user, named by the
// address the link went to. The buyer's name is read on the platform connection before the
// transaction (PGlite has one connection).
async function asBookingGuest<T>(
  ctx: PublicContext,
  token: string,
  work: (actor: BookingActor, bookingId: string) => Promise<T>,
) {
  const link = await openGuestLink(ctx, bookingGuestLink, token)
  const company = (await findCompanyName(ctx.platform.db, link.companyId))?.name ?? ''
  return inCompany(ctx.platform.db, link.companyId, (tx) =>
    work(
      {
        tx,
        platform: ctx.platform,
        companyId: link.companyId,
        afterCommit: ctx.afterCommit,
        locale: ctx.locale,
        userId: null,
        actorName: link.recipientEmail,
        companyName: company,
        reporter: 'guest',
      },
      link.documentId,
    ),
  )
}

// What the guest sees of the booking: its transport and what it carries, none of the buyer's people.
async function guestView(actor: BookingActor, row: BookingRow): Promise<GuestBooking> {
  const booking = await describeBooking(actor, row)
  return {
    company_name: actor.companyName,
    booking: {
      id: booking.id,
      number: booking.number,
      freight_payer: booking.freight_payer,
      status: booking.status,
      supplier_name: booking.supplier_name,
      ship_from_name: booking.ship_from_name,
      ship_to_name: booking.ship_to_name,
      pickup_date: booking.pickup_date,
      delivery_date: booking.delivery_date,
      freight_mode_name: booking.freight_mode_name,
      incoterm: booking.incoterm,
      named_place: booking.named_place,
      forwarder_name: booking.forwarder_name,
      forwarder_reference: booking.forwarder_reference,
      shipment_reference: booking.shipment_reference,
      tracking_link: booking.tracking_link,
      last_mile_eta: booking.last_mile_eta,
      cut_off_date: booking.cut_off_date,
      dangerous_goods: booking.dangerous_goods,
      instructions: booking.instructions,
      goods_description: booking.goods_description,
      version: booking.version,
      deliveries: booking.deliveries.map((one) => ({
        id: one.id,
        order_number: one.order_number,
        delivery_code: one.delivery_code,
        etd: one.etd,
        quantity: one.quantity,
        packages: one.packages,
      })),
      allowed_actions: allowedGuestBookingActions(booking.status),
      tracking_editable: trackingEditable(booking.status),
    },
  }
}

export const getGuestBooking = (ctx: PublicContext, token: string) =>
  asBookingGuest(ctx, token, async (actor, id) => guestView(actor, await findOwnBooking(actor, id)))

export const updateGuestBookingTracking = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof BookingTrackingBody>,
) => asBookingGuest(ctx, token, async (actor, id) => guestView(actor, await updateTracking(actor, id, body)))

export const markGuestBooking = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof GuestBookingMarkBody>,
) =>
  asBookingGuest(ctx, token, async (actor, id) => {
    await moveBooking(actor, id, body, null)
    return guestView(actor, await findOwnBooking(actor, id))
  })

export const guestDiscrepancies = (ctx: PublicContext, token: string) =>
  asBookingGuest(ctx, token, async (actor, id) => discrepancyView(actor, await findOwnBooking(actor, id)))

export const reportGuestDiscrepancy = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof DiscrepancyBody>,
) => asBookingGuest(ctx, token, (actor, id) => reportDiscrepancy(actor, id, body))

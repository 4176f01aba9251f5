import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { GuestLink, GuestLinkRecipientBody } from '../guest/guest-link.contract.ts'
import { Id, IdParams, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { Booking, bookingTrackingFields } from './booking.contract.ts'
import { BookingDiscrepancies, DiscrepancyBody } from './booking-discrepancy.contract.ts'
import { type BookingAction, type BookingStatus, canTakeBookingAction } from './booking-state.ts'
import { BookedPackage } from './packing-list.contract.ts'

// The marks the forwarder (or the supplier) takes on a booking sent to them (spec §2.4
// /guest/bookings/{id}, decision 0061): the pickup and the transport. Asking for a pickup and the goods
// receipt (which posts stock) stay the buyer's.
export const guestBookingActions = [
  'fail_pickup_request',
  'schedule_pickup',
  'mark_in_transit',
  'mark_goods_delivered',
] as const satisfies readonly BookingAction[]
export const GuestBookingAction = z.enum(guestBookingActions)
export type GuestBookingAction = z.infer<typeof GuestBookingAction>

export const allowedGuestBookingActions = (status: BookingStatus): GuestBookingAction[] =>
  guestBookingActions.filter((action) => canTakeBookingAction(action, status))

// Dates and track and trace, kept up to date by whoever moves the goods, until they are received.
export const trackingEditable = (status: BookingStatus) => status !== 'goods_receipt'

export const BookingTrackingBody = z.strictObject({ ...bookingTrackingFields, version: Version })
export type BookingTrackingBody = z.input<typeof BookingTrackingBody>

export const GuestBookingMarkBody = z.strictObject({ action: GuestBookingAction, version: Version })
export type GuestBookingMarkBody = z.input<typeof GuestBookingMarkBody>

// What the guest sees: the one booking, whose it is, its transport and what it carries; not the
// buyer's people, prices or history.
export const GuestBooking = z.object({
  company_name: z.string(),
  booking: Booking.pick({
    id: true,
    number: true,
    freight_payer: true,
    status: true,
    supplier_name: true,
    ship_from_name: true,
    ship_to_name: true,
    pickup_date: true,
    delivery_date: true,
    freight_mode_name: true,
    incoterm: true,
    named_place: true,
    forwarder_name: true,
    forwarder_reference: true,
    shipment_reference: true,
    tracking_link: true,
    last_mile_eta: true,
    cut_off_date: true,
    dangerous_goods: true,
    instructions: true,
    goods_description: true,
    version: true,
  }).extend({
    deliveries: z.array(
      z.object({
        id: Id,
        order_number: z.string(),
        delivery_code: z.string(),
        etd: z.string().nullable(),
        quantity: z.string(),
        packages: z.array(BookedPackage),
      }),
    ),
    allowed_actions: z.array(GuestBookingAction),
    tracking_editable: z.boolean(),
  }),
})
export type GuestBooking = z.infer<typeof GuestBooking>

export const BookingGuestLinkBody = GuestLinkRecipientBody
export type BookingGuestLinkBody = GuestLinkRecipientBody

const linkPath = '/bookings/:id/guest-link'

export const bookingGuestLinkEndpoints = {
  // Buyers who mark the shipment send it to the forwarder or the supplier; a new link replaces the live one.
  send: defineEndpoint({
    method: 'POST',
    path: linkPath,
    permission: 'create.shipment',
    params: IdParams,
    body: BookingGuestLinkBody,
    response: GuestLink,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${linkPath}/:linkId`,
    permission: 'create.shipment',
    params: z.strictObject({ id: Id, linkId: Id }),
    response: z.object({ id: Id }),
  }),
  // The buyer's own track and trace: the same fields the guest keeps, on a booking past its draft.
  tracking: defineEndpoint({
    method: 'PUT',
    path: '/bookings/:id/tracking',
    permission: 'create.shipment',
    params: IdParams,
    body: BookingTrackingBody,
    response: Booking,
  }),
}

const guestPath = '/guest/bookings/:token'

export const guestBookingEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: guestPath,
    permission: 'public',
    params: TokenParams,
    response: GuestBooking,
  }),
  tracking: defineEndpoint({
    method: 'PUT',
    path: `${guestPath}/tracking`,
    permission: 'public',
    params: TokenParams,
    body: BookingTrackingBody,
    response: GuestBooking,
  }),
  mark: defineEndpoint({
    method: 'POST',
    path: `${guestPath}/mark`,
    permission: 'public',
    params: TokenParams,
    body: GuestBookingMarkBody,
    response: GuestBooking,
  }),
  discrepancies: defineEndpoint({
    method: 'GET',
    path: `${guestPath}/discrepancies`,
    permission: 'public',
    params: TokenParams,
    response: BookingDiscrepancies,
  }),
  report: defineEndpoint({
    method: 'POST',
    path: `${guestPath}/discrepancies`,
    permission: 'public',
    params: TokenParams,
    body: DiscrepancyBody,
    response: BookingDiscrepancies,
    status: 201,
  }),
}

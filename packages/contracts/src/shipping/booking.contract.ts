import { z } from 'zod'
import { FreightPayer } from '../company-settings/incoterm-rule.contract.ts'
import { GuestLink } from '../guest/guest-link.contract.ts'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Incoterm } from '../master-data/trade-terms.ts'
import { DeliveryShipmentState, ShipmentReadiness } from '../orders/order-state.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { BookingAction, BookingStatus } from './booking-state.ts'
import { BookedPackage } from './packing-list.contract.ts'

// Spec §3 Booking (shipment), decision 0057: the buyer books the transport of open purchase-order
// deliveries of one supplier. A delivery as the deliveries library and a booking show it.
export const BookableDelivery = z.object({
  delivery_id: Id,
  order_id: Id,
  order_number: z.string(),
  delivery_code: z.string(),
  supplier_company_id: Id,
  supplier_name: z.string(),
  ship_from_address_id: Id.nullable(),
  ship_from_name: z.string().nullable(),
  ship_to_address_id: Id.nullable(),
  warehouse_id: Id.nullable(),
  ship_to_name: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  quantity: z.string(),
  readiness: ShipmentReadiness.nullable(),
  shipment_state: DeliveryShipmentState,
  // The draft booking already carrying it, if any (spec §4: a second draft is refused).
  draft_booking_number: z.string().nullable(),
})
export type BookableDelivery = z.infer<typeof BookableDelivery>

export const BookableDeliveryQuery = z.strictObject({
  supplier_company_id: Id.optional(),
  ship_from_address_id: Id.optional(),
  etd_from: IsoDate.optional(),
  etd_to: IsoDate.optional(),
  readiness: ShipmentReadiness.optional(),
})
export const BookableDeliveries = z.object({ data: z.array(BookableDelivery) })

export const BookingHistoryEntry = z.object({
  id: Id,
  event: z.string(),
  from_status: BookingStatus.nullable(),
  to_status: BookingStatus.nullable(),
  actor_name: z.string().nullable(),
  created_at: Timestamp,
})
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntry>

export const BookingSummary = z.object({
  id: Id,
  number: z.string(),
  status: BookingStatus,
  supplier_company_id: Id,
  supplier_name: z.string(),
  freight_payer: FreightPayer,
  ship_from_address_id: Id.nullable(),
  ship_from_name: z.string().nullable(),
  ship_to_address_id: Id.nullable(),
  ship_to_warehouse_id: Id.nullable(),
  ship_to_name: z.string().nullable(),
  pickup_date: z.string().nullable(),
  delivery_date: z.string().nullable(),
  freight_mode_id: Id.nullable(),
  freight_mode_name: z.string().nullable(),
  incoterm: Incoterm.nullable(),
  named_place: z.string().nullable(),
  forwarder_id: Id.nullable(),
  forwarder_name: z.string().nullable(),
  delivery_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type BookingSummary = z.infer<typeof BookingSummary>

export const BookingDelivery = BookableDelivery.extend({
  id: Id,
  packages: z.array(BookedPackage),
  packed_quantity: z.string(),
})
export type BookingDelivery = z.infer<typeof BookingDelivery>

export const Booking = BookingSummary.extend({
  forwarder_reference: z.string().nullable(),
  shipment_reference: z.string().nullable(),
  tracking_link: z.string().nullable(),
  last_mile_eta: z.string().nullable(),
  cut_off_date: z.string().nullable(),
  dangerous_goods: z.boolean(),
  instructions: z.string().nullable(),
  goods_description: z.string().nullable(),
  deliveries: z.array(BookingDelivery),
  allowed_actions: z.array(BookingAction),
  // The live link of the guest (forwarder or supplier) the booking was sent to.
  guest_link: GuestLink.nullable(),
  history: z.array(BookingHistoryEntry),
})
export type Booking = z.infer<typeof Booking>

const optionalDate = IsoDate.nullable().default(null)
const TrackingLink = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable()
  .default(null)

// Dates and track and trace: set in the wizard, then kept up to date by whoever moves the goods.
export const bookingTrackingFields = {
  pickup_date: optionalDate,
  delivery_date: optionalDate,
  forwarder_reference: optionalText(120),
  shipment_reference: optionalText(120),
  tracking_link: TrackingLink,
  last_mile_eta: optionalDate,
}

// Booking details and transport details (spec §2.10). Left empty, the incoterm, named place and freight
// payer come from the company's incoterm rules and the dates from its recipient freight (decision 0058).
const fields = {
  ...bookingTrackingFields,
  supplier_company_id: Id,
  delivery_ids: z.array(Id).min(1).max(500),
  freight_payer: FreightPayer.nullable().default(null),
  ship_from_address_id: optionalId,
  ship_to_address_id: optionalId,
  ship_to_warehouse_id: optionalId,
  freight_mode_id: optionalId,
  incoterm: Incoterm.nullable().default(null),
  named_place: optionalText(120),
  forwarder_id: optionalId,
  cut_off_date: optionalDate,
  dangerous_goods: z.boolean().default(false),
  instructions: optionalText(2000),
  goods_description: optionalText(2000),
}

export const BookingBody = z.strictObject(fields)
export type BookingBody = z.input<typeof BookingBody>
export const UpdateBookingBody = z.strictObject({ ...fields, version: Version })
export type UpdateBookingBody = z.input<typeof UpdateBookingBody>

export const BookingMarkBody = z.strictObject({ action: BookingAction, version: Version })
export type BookingMarkBody = z.input<typeof BookingMarkBody>

export const bookingSortFields = ['number', 'status', 'pickup_date', 'updated_at'] as const
export const BookingListQuery = listQuery(bookingSortFields, {
  status: BookingStatus,
  supplier_company_id: Id,
})

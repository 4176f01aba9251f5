import { z } from 'zod'
import { Id } from '../http/common.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { BookingStatus } from '../shipping/booking-state.ts'
import { OrderSide } from './order.contract.ts'
import { DeliveryShipmentState, OrderStatus, ShipmentReadiness } from './order-state.ts'
import { ScheduleDate, ScheduleGrouping } from './order-view-dates.ts'

// Spec §2.1 "other views" of orders. Every view shows what the caller's order list shows: the buyer's
// own orders, or for a supplier the orders sent to it (never a draft). Each row says which side the
// caller is on and names both companies; buyer-only data (internal status, margins) is never here.

// Orders whose goods are on their way to the buyer: confirmed, in production, packed or shipped.
export const inboundStatuses = ['ordered', 'in_progress', 'packing_completed', 'in_transit'] as const
export const InboundStatus = z.enum(inboundStatuses)

// Cancelled and rejected orders deliver nothing, so the schedules leave them out unless asked for.
export const undeliverableStatuses = ['cancelled', 'rejected'] as const

// The latest booking carrying a delivery, for track and trace (decision 0061): the buyer's alone.
export const DeliveryBooking = z.object({
  id: Id,
  number: z.string(),
  status: BookingStatus,
  shipment_reference: z.string().nullable(),
  tracking_link: z.string().nullable(),
  last_mile_eta: IsoDate.nullable(),
})
export type DeliveryBooking = z.infer<typeof DeliveryBooking>

// One delivery of an order with its totals, as the schedules and the inbound tracker list it.
export const ScheduledDelivery = z.object({
  id: Id,
  order_id: Id,
  order_number: z.string(),
  code: z.string(),
  side: OrderSide,
  status: OrderStatus,
  buyer_company_id: Id,
  buyer_name: z.string().nullable(),
  supplier_company_id: Id,
  supplier_name: z.string().nullable(),
  warehouse_id: Id.nullable(),
  warehouse_name: z.string().nullable(),
  etd: IsoDate.nullable(),
  eta: IsoDate.nullable(),
  requested_etd: IsoDate.nullable(),
  requested_eta: IsoDate.nullable(),
  currency: Currency,
  total_qty: z.string(),
  total_value: z.string(),
  shipment_state: DeliveryShipmentState,
  readiness: ShipmentReadiness.nullable(),
  // The promised ETA against the requested one, in days (negative: early); marked late at or above
  // the caller's ETA tolerance (spec §5).
  days_late: z.number().int().nullable(),
  late: z.boolean(),
  booking: DeliveryBooking.nullable(),
})
export type ScheduledDelivery = z.infer<typeof ScheduledDelivery>

const deliveryFilters = {
  partner_company_id: Id,
  warehouse_id: Id,
  shipment_state: DeliveryShipmentState,
  from: IsoDate,
  to: IsoDate,
}

// Delivery schedule: deliveries by the day or week of their ETD or ETA (`date_by`, default ETD);
// `from`/`to` bound that date, `sort=date` orders by it.
export const DeliveryScheduleQuery = listQuery(['date', 'code', 'warehouse_name'], {
  ...deliveryFilters,
  date_by: ScheduleDate,
  status: OrderStatus,
})
export type DeliveryScheduleQuery = z.input<typeof DeliveryScheduleQuery>

// The schedule's deliveries counted per day or week, for the same filters (at most `maxBuckets`).
export const DeliveryBucketQuery = z.strictObject({
  grouping: ScheduleGrouping.default('week'),
  filter: DeliveryScheduleQuery.shape.filter,
  search: z.string().trim().max(200).optional(),
})
export type DeliveryBucketQuery = z.input<typeof DeliveryBucketQuery>
export const maxBuckets = 120
export const DeliveryBucket = z.object({
  // "2027-W05" for a week, the date for a day.
  key: z.string(),
  start: IsoDate,
  deliveries: z.number().int(),
  total_qty: z.string(),
})
export type DeliveryBucket = z.infer<typeof DeliveryBucket>

// Inbound tracker: deliveries of confirmed, in-progress, packed and in-transit orders by ETA;
// `late=true` keeps those marked late. `from`/`to` bound the ETA.
export const InboundTrackerQuery = listQuery(['eta', 'days_late', 'code', 'warehouse_name'], {
  ...deliveryFilters,
  status: InboundStatus,
  late: z.enum(['true']),
})
export type InboundTrackerQuery = z.input<typeof InboundTrackerQuery>

// ETA schedule: how many deliveries, and how much, each warehouse expects on each day.
export const EtaScheduleRow = z.object({
  warehouse_id: Id.nullable(),
  warehouse_name: z.string().nullable(),
  eta: IsoDate,
  deliveries: z.number().int(),
  total_qty: z.string(),
  // The first delivery codes of the day, for orientation.
  codes: z.array(z.string()),
})
export type EtaScheduleRow = z.infer<typeof EtaScheduleRow>
export const EtaScheduleQuery = listQuery(['eta', 'warehouse_name', 'deliveries', 'total_qty'], {
  partner_company_id: Id,
  warehouse_id: Id,
  from: IsoDate,
  to: IsoDate,
})
export type EtaScheduleQuery = z.input<typeof EtaScheduleQuery>

// Lead-time schedule: per supplier (or per supplier and article), the days from the order being sent
// to the planned ETD/ETA against the days the buyer asked for. Averages over the deliveries of orders
// sent between `from` and `to`; null where no delivery has both dates.
export const leadTimeGroupings = ['supplier', 'article'] as const
export const LeadTimeGrouping = z.enum(leadTimeGroupings)
export const LeadTimeRow = z.object({
  key: z.string(),
  partner_company_id: Id,
  partner_name: z.string().nullable(),
  article_id: Id.nullable(),
  article_code: z.string().nullable(),
  article_name: z.string().nullable(),
  // The article's own lead time (spec §3 Article), for the buyer; null for a supplier's view.
  article_lead_time_days: z.number().int().nullable(),
  deliveries: z.number().int(),
  planned_etd_days: z.number().nullable(),
  requested_etd_days: z.number().nullable(),
  planned_eta_days: z.number().nullable(),
  requested_eta_days: z.number().nullable(),
})
export type LeadTimeRow = z.infer<typeof LeadTimeRow>
export const LeadTimeQuery = listQuery(['partner_name', 'deliveries', 'planned_eta_days', 'article_code'], {
  group_by: LeadTimeGrouping,
  partner_company_id: Id,
  from: IsoDate,
  to: IsoDate,
})
export type LeadTimeQuery = z.input<typeof LeadTimeQuery>

// Packing list of one delivery (spec §2.1 "a packing list per order delivery code"): what to pack and
// how, for the supplier who packs and the buyer's warehouse that receives.
export const PackingListParams = z.strictObject({ id: Id, code: z.string().trim().min(1).max(80) })
export const PackingListLine = z.object({
  position: z.number().int(),
  article_code: z.string(),
  article_name: z.string(),
  supplier_article_id: z.string().nullable(),
  qty: z.string(),
  packages: z.number().int().nullable(),
  box_type_name: z.string().nullable(),
  packing_instruction_name: z.string().nullable(),
  packing_instruction_text: z.string().nullable(),
  qty_inner_box: z.number().int().nullable(),
  qty_outer_box: z.number().int().nullable(),
  mark_as: z.string().nullable(),
  free_text: z.string().nullable(),
})
export type PackingListLine = z.infer<typeof PackingListLine>
export const PackingList = z.object({
  order_id: Id,
  order_number: z.string(),
  side: OrderSide,
  buyer_name: z.string().nullable(),
  supplier_name: z.string().nullable(),
  buyer_reference: z.string().nullable(),
  code: z.string(),
  reference: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  ship_to_name: z.string().nullable(),
  delivery_drop_code_name: z.string().nullable(),
  delivery_instructions: z.string().nullable(),
  freight_mode_name: z.string().nullable(),
  forwarder_name: z.string().nullable(),
  etd: IsoDate.nullable(),
  eta: IsoDate.nullable(),
  total_qty: z.string(),
  total_packages: z.number().int(),
  lines: z.array(PackingListLine),
})
export type PackingList = z.infer<typeof PackingList>

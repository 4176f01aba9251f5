import { z } from 'zod'
import { Email, Id, Timestamp, Version } from '../http/common.ts'
import { decimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency, Incoterm } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import {
  DeliveryShipmentState,
  OrderAction,
  OrderListView,
  OrderStatus,
  ShipmentReadiness,
} from './order-state.ts'

// Whose order it is, seen from the caller: the buyer placed it, the supplier was sent it.
export const OrderSide = z.enum(['buyer', 'supplier'])
export type OrderSide = z.infer<typeof OrderSide>

// How a line got its price: resolved from price lists and rules on the server, or typed by the buyer.
export const PriceSource = z.enum(['price_list', 'price_rule', 'manual'])
export type PriceSource = z.infer<typeof PriceSource>

const Named = z.object({ id: Id, name: z.string() })

// Spec §3 Delivery-part: one article of a delivery. Names of referenced records are kept on the row
// when the buyer saves, so the supplier (who cannot read the buyer's lists) sees them too.
export const OrderLine = z.object({
  id: Id,
  position: z.number().int(),
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  supplier_article_id: z.string().nullable(),
  qty: z.string(),
  // Taken into the buyer's warehouse by goods receipts so far.
  received_qty: z.string(),
  price: z.string(),
  price_source: PriceSource,
  line_value: z.string(),
  packages: z.number().int().nullable(),
  free_text: z.string().nullable(),
  mark_as: z.string().nullable(),
  vat_id: Id.nullable(),
  vat_name: z.string().nullable(),
})
export type OrderLine = z.infer<typeof OrderLine>

// Spec §3 Delivery. requested_* is what the buyer asked for; etd/eta is the current promise, which a
// confirmed deviation changes (the earlier promises stay in the deviation reports and the history).
export const OrderDelivery = z.object({
  id: Id,
  position: z.number().int(),
  // The delivery code: the order number and the delivery's position (packing lists are per code).
  code: z.string(),
  warehouse_id: Id.nullable(),
  warehouse_name: z.string().nullable(),
  season_id: Id.nullable(),
  season_name: z.string().nullable(),
  delivery_drop_code_id: Id.nullable(),
  delivery_drop_code_name: z.string().nullable(),
  delivery_instructions: z.string().nullable(),
  delivery_notice_phone: z.string().nullable(),
  delivery_notice_email: z.string().nullable(),
  contact_id: Id.nullable(),
  contact_name: z.string().nullable(),
  requested_etd: IsoDate.nullable(),
  requested_eta: IsoDate.nullable(),
  etd: IsoDate.nullable(),
  eta: IsoDate.nullable(),
  reference: z.string().nullable(),
  ship_to_address_id: Id.nullable(),
  ship_to_name: z.string().nullable(),
  freight_mode_id: Id.nullable(),
  freight_mode_name: z.string().nullable(),
  forwarder_id: Id.nullable(),
  forwarder_name: z.string().nullable(),
  shipment_state: DeliveryShipmentState,
  readiness: ShipmentReadiness.nullable(),
  total_qty: z.string(),
  total_value: z.string(),
  lines: z.array(OrderLine),
})
export type OrderDelivery = z.infer<typeof OrderDelivery>

// An order as the lists show it. Fields marked buyer-only are absent from a supplier's answer
// (never sent, not merely hidden): internal status, internal notes, assignees; tags only when the buyer
// shows them to the supplier.
export const OrderSummary = z.object({
  id: Id,
  number: z.string(),
  side: OrderSide,
  status: OrderStatus,
  buyer_company_id: Id,
  buyer_name: z.string(),
  supplier_company_id: Id,
  supplier_name: z.string(),
  buyer_reference: z.string().nullable(),
  currency: Currency,
  etd: IsoDate.nullable(),
  eta: IsoDate.nullable(),
  total_qty: z.string(),
  total_value: z.string(),
  delivery_count: z.number().int(),
  // Deliveries still waiting on a decision about a deviation.
  pending_deviations: z.number().int(),
  cancellation_requested_by: OrderSide.nullable(),
  tags: z.array(Named),
  internal_status_id: Id.nullable().optional(),
  internal_status_name: z.string().nullable().optional(),
  assignees: z.array(Named).optional(),
  sent_at: Timestamp.nullable(),
  confirmed_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const Order = OrderSummary.extend({
  payment_term_id: Id.nullable(),
  payment_term_name: z.string().nullable(),
  ship_from_address_id: Id.nullable(),
  ship_from_name: z.string().nullable(),
  ship_to_address_id: Id.nullable(),
  ship_to_name: z.string().nullable(),
  freight_mode_id: Id.nullable(),
  freight_mode_name: z.string().nullable(),
  incoterm: Incoterm.nullable(),
  discount_percent: z.string(),
  notes: z.string().nullable(),
  terms_and_conditions: z.string().nullable(),
  internal_notes: z.string().nullable().optional(),
  show_tags_to_supplier: z.boolean().optional(),
  created_by_name: z.string().nullable(),
  // What the caller may do now (status, side, permissions and authorization rules considered).
  allowed_actions: z.array(OrderAction),
  // While approval_required: who may authorize.
  approvers: z.array(Named),
  deliveries: z.array(OrderDelivery),
})
export type Order = z.infer<typeof Order>

const nullableId = Id.nullable().default(null)
const nullableDate = IsoDate.nullable().default(null)

export const OrderLineBody = z.strictObject({
  // Present for a line that exists; absent for a new one.
  id: Id.optional(),
  article_id: Id,
  qty: positiveDecimal(10, 3),
  // Null: the server prices the line from the price lists and rules (spec §2.10 order wizard).
  price: decimal(12, 4).nullable().default(null),
  packages: z.number().int().min(0).max(1_000_000).nullable().default(null),
  free_text: optionalText(500),
  mark_as: optionalText(120),
  vat_id: nullableId,
})
export type OrderLineBody = z.input<typeof OrderLineBody>

// Fashion orders run to thousands of SKU × size lines: a delivery holds up to 5 000 of them, an order
// up to 20 000 (the server writes and reads them in bulk, and takes JSON bodies of that size).
export const orderLimits = { deliveries: 100, linesPerDelivery: 5000, linesPerOrder: 20000 } as const

export const OrderDeliveryBody = z.strictObject({
  id: Id.optional(),
  warehouse_id: nullableId,
  season_id: nullableId,
  delivery_drop_code_id: nullableId,
  delivery_instructions: optionalText(2000),
  delivery_notice_phone: optionalText(40),
  delivery_notice_email: Email.nullable().default(null),
  contact_id: nullableId,
  requested_etd: nullableDate,
  requested_eta: nullableDate,
  etd: nullableDate,
  eta: nullableDate,
  reference: optionalText(120),
  ship_to_address_id: nullableId,
  freight_mode_id: nullableId,
  forwarder_id: nullableId,
  lines: z
    .array(OrderLineBody)
    .max(orderLimits.linesPerDelivery, { message: 'orders.deliveryLinesMax' })
    .default([]),
})
export type OrderDeliveryBody = z.input<typeof OrderDeliveryBody>

// The whole draft, saved at every wizard step (spec §2.10: order header, articles, deliveries, terms
// and conditions, summary). What a draft may still lack is checked when it is sent.
const orderShape = {
  supplier_company_id: Id,
  buyer_reference: optionalText(120),
  currency: Currency,
  payment_term_id: nullableId,
  tag_ids: z.array(Id).max(50).default([]),
  assignee_ids: z.array(Id).max(50).default([]),
  internal_status_id: nullableId,
  ship_from_address_id: nullableId,
  ship_to_address_id: nullableId,
  etd: nullableDate,
  eta: nullableDate,
  freight_mode_id: nullableId,
  incoterm: Incoterm.nullable().default(null),
  discount_percent: decimal(3, 2)
    .refine((value) => Number(value) <= 100, { message: 'companySettings.percent' })
    .default('0'),
  notes: optionalText(5000),
  internal_notes: optionalText(5000),
  terms_and_conditions: optionalText(20000),
  show_tags_to_supplier: z.boolean().default(false),
  deliveries: z.array(OrderDeliveryBody).max(orderLimits.deliveries).default([]),
}
const orderRules = (
  body: {
    deliveries: Array<{ etd: string | null; eta: string | null; lines: unknown[] }>
    etd: string | null
    eta: string | null
  },
  ctx: z.RefinementCtx,
) => {
  const lines = body.deliveries.reduce((sum, delivery) => sum + delivery.lines.length, 0)
  if (lines > orderLimits.linesPerOrder)
    ctx.addIssue({
      code: 'custom',
      path: ['deliveries'],
      message: 'orders.orderLinesMax',
      params: { max: orderLimits.linesPerOrder },
    })
  if (body.etd && body.eta && body.eta < body.etd)
    ctx.addIssue({ code: 'custom', path: ['eta'], message: 'orders.etaBeforeEtd' })
  body.deliveries.forEach((delivery, index) => {
    if (delivery.etd && delivery.eta && delivery.eta < delivery.etd)
      ctx.addIssue({ code: 'custom', path: ['deliveries', index, 'eta'], message: 'orders.etaBeforeEtd' })
  })
}
export const OrderBody = z.strictObject(orderShape).superRefine(orderRules)
export type OrderBody = z.input<typeof OrderBody>
export const UpdateOrderBody = z.strictObject({ ...orderShape, version: Version }).superRefine(orderRules)
export type UpdateOrderBody = z.input<typeof UpdateOrderBody>

export const OrderActionBody = z.strictObject({
  action: OrderAction,
  version: Version,
  // Why an order is rejected, declined, returned or cancelled; shown to the other party.
  reason: optionalText(1000),
})
export type OrderActionBody = z.input<typeof OrderActionBody>

export const DeliveryParams = z.strictObject({ id: Id, deliveryId: Id })
export const DeliveryShipmentBody = z.strictObject({
  state: z.enum(['partially_shipped', 'fully_shipped']),
  version: Version,
})
export const DeliveryReadinessBody = z.strictObject({ readiness: ShipmentReadiness, version: Version })

export const OrderListQuery = listQuery(
  ['number', 'created_at', 'etd', 'eta', 'supplier_name', 'buyer_name', 'total_value', 'status'],
  {
    view: OrderListView,
    status: OrderStatus,
    side: OrderSide,
    supplier_company_id: Id,
    buyer_company_id: Id,
    currency: Currency,
    tag_id: Id,
    assignee_id: Id,
    etd_from: IsoDate,
    etd_to: IsoDate,
    eta_from: IsoDate,
    eta_to: IsoDate,
  },
)
export type OrderListQuery = z.input<typeof OrderListQuery>

// ETA proposed as a booking's is (proposeShipmentDates): the recipient freight lead time of the ship-to
// and freight mode, else the ETA rule of the route, plus the warehouse's handling days, from the ETD.
export const EtaProposalBody = z.strictObject({
  etd: IsoDate,
  ship_from_address_id: nullableId,
  ship_to_address_id: nullableId,
  ship_to_warehouse_id: nullableId,
  incoterm: Incoterm.nullable().default(null),
  freight_mode_id: nullableId,
})
export const EtaProposal = z.object({
  eta: IsoDate.nullable(),
  lead_time_days: z.number().int().nullable(),
  handling_days: z.number().int(),
  source: z.enum(['recipient-freight', 'eta-rule']).nullable(),
  rule_id: Id.nullable(),
})
export type EtaProposal = z.infer<typeof EtaProposal>

// What a new draft starts with: the supplier card's currency, else the company's default currency;
// the company's default payment term; the ship-from address linked to the supplier and marked
// "auto-populate ship-from".
export const OrderDefaultsQuery = z.strictObject({ supplier_company_id: Id.optional() })
export const OrderDefaults = z.object({
  currency: Currency,
  payment_term_id: Id.nullable(),
  ship_from_address_id: Id.nullable(),
})
export type OrderDefaults = z.infer<typeof OrderDefaults>

// One change in an order's history: who did what, and every value it changed.
export const OrderHistoryEntry = z.object({
  id: Id,
  at: Timestamp,
  actor_name: z.string().nullable(),
  actor_side: OrderSide.nullable(),
  // An order action, 'created', 'updated', 'deviation_applied', 'delivery_shipped', …
  event: z.string(),
  reason: z.string().nullable(),
  changes: z.array(
    z.object({
      // e.g. 'etd', 'deliveries.1.etd', 'deliveries.1.lines.2.qty'
      field: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
})
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>

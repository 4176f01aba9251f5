import type { Order, OrderAction, OrderSide, OrderSummary } from '@scm/contracts'
import type { Named, OrderRow } from './order.queries.ts'
import type { OrderParts } from './order-parts.queries.ts'

const iso = (value: Date | null) => value?.toISOString() ?? null

// The list's fields. A supplier's answer leaves the buyer's internal fields out entirely (they are not
// sent, not merely hidden); its tags arrive only when the buyer shows them (row-level security).
export function toOrderSummary(
  row: OrderRow,
  side: OrderSide,
  tags: Named[],
  assignees: Named[],
): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    side,
    status: row.status,
    buyer_company_id: row.companyId,
    buyer_name: row.buyerName,
    supplier_company_id: row.supplierCompanyId,
    supplier_name: row.supplierName,
    buyer_reference: row.buyerReference,
    currency: row.currency as OrderSummary['currency'],
    etd: row.etd,
    eta: row.eta,
    total_qty: row.totalQty,
    total_value: row.totalValue,
    delivery_count: row.deliveryCount,
    pending_deviations: row.pendingDeviations,
    cancellation_requested_by: row.cancellationRequestedBy,
    tags: side === 'buyer' || row.showTagsToSupplier ? tags : [],
    ...(side === 'buyer'
      ? { internal_status_id: row.internalStatusId, internal_status_name: row.internalStatusName, assignees }
      : {}),
    sent_at: iso(row.sentAt),
    confirmed_at: iso(row.confirmedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  }
}

export function toOrder(
  parts: OrderParts,
  side: OrderSide,
  extra: { allowed_actions: OrderAction[]; approvers: Named[] },
): Order {
  const { order } = parts
  return {
    ...toOrderSummary(order, side, parts.tags, parts.assignees),
    payment_term_id: order.paymentTermId,
    payment_term_name: order.paymentTermName,
    ship_from_address_id: order.shipFromAddressId,
    ship_from_name: order.shipFromName,
    ship_to_address_id: order.shipToAddressId,
    ship_to_name: order.shipToName,
    freight_mode_id: order.freightModeId,
    freight_mode_name: order.freightModeName,
    incoterm: order.incoterm,
    discount_percent: order.discountPercent,
    notes: order.notes,
    terms_and_conditions: order.termsAndConditions,
    ...(side === 'buyer'
      ? { internal_notes: order.internalNotes, show_tags_to_supplier: order.showTagsToSupplier }
      : {}),
    created_by_name: order.createdByName,
    allowed_actions: extra.allowed_actions,
    approvers: side === 'buyer' ? extra.approvers : [],
    deliveries: parts.deliveries,
  }
}

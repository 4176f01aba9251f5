import type { Order, OrderAction, OrderDelivery, OrderLine, OrderSide, OrderSummary } from '@scm/contracts'
import type { Named, OrderParts, OrderRow } from './order.queries.ts'
import type { DeliveryRow } from './order-delivery.queries.ts'
import type { LineRow } from './order-line.queries.ts'
import { deliveryTotals, lineValue } from './order-totals.ts'

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

const toLine = (row: LineRow): OrderLine => ({
  id: row.id,
  position: row.position,
  article_id: row.articleId,
  article_code: row.articleCode,
  article_name: row.articleName,
  supplier_article_id: row.supplierArticleId,
  qty: row.qty,
  price: row.price,
  price_source: row.priceSource,
  line_value: lineValue(row.qty, row.price),
  packages: row.packages,
  free_text: row.freeText,
  mark_as: row.markAs,
  vat_id: row.vatId,
  vat_name: row.vatName,
})

function toDelivery(row: DeliveryRow, lines: LineRow[], discountPercent: string): OrderDelivery {
  return {
    id: row.id,
    position: row.position,
    code: row.code,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    season_id: row.seasonId,
    season_name: row.seasonName,
    delivery_drop_code_id: row.deliveryDropCodeId,
    delivery_drop_code_name: row.deliveryDropCodeName,
    delivery_instructions: row.deliveryInstructions,
    delivery_notice_phone: row.deliveryNoticePhone,
    delivery_notice_email: row.deliveryNoticeEmail,
    contact_id: row.contactId,
    contact_name: row.contactName,
    requested_etd: row.requestedEtd,
    requested_eta: row.requestedEta,
    etd: row.etd,
    eta: row.eta,
    reference: row.reference,
    ship_to_address_id: row.shipToAddressId,
    ship_to_name: row.shipToName,
    freight_mode_id: row.freightModeId,
    freight_mode_name: row.freightModeName,
    forwarder_id: row.forwarderId,
    forwarder_name: row.forwarderName,
    shipment_state: row.shipmentState,
    readiness: row.readiness,
    ...deliveryTotals(lines, discountPercent),
    lines: lines.map(toLine),
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
    deliveries: parts.deliveries.map((delivery) =>
      toDelivery(
        delivery,
        parts.lines.filter((line) => line.deliveryId === delivery.id),
        order.discountPercent,
      ),
    ),
  }
}

import type { Order, UpdateOrderBody } from './order.contract.ts'

// The body that saves an order as it stands: what the wizard holds and sends back. With 'reprice', a
// price the server resolved from the price lists or rules goes back empty, so the next save prices the
// line again instead of freezing it as if typed by hand; with 'keep', every price goes back as it is.
export function orderToBody(order: Order, resolvedPrices: 'reprice' | 'keep') {
  return {
    supplier_company_id: order.supplier_company_id,
    buyer_reference: order.buyer_reference,
    currency: order.currency,
    payment_term_id: order.payment_term_id,
    tag_ids: order.tags.map((tag) => tag.id),
    assignee_ids: (order.assignees ?? []).map((user) => user.id),
    internal_status_id: order.internal_status_id ?? null,
    ship_from_address_id: order.ship_from_address_id,
    ship_to_address_id: order.ship_to_address_id,
    etd: order.etd,
    eta: order.eta,
    freight_mode_id: order.freight_mode_id,
    incoterm: order.incoterm,
    discount_percent: order.discount_percent,
    notes: order.notes,
    internal_notes: order.internal_notes ?? null,
    terms_and_conditions: order.terms_and_conditions,
    show_tags_to_supplier: order.show_tags_to_supplier ?? false,
    deliveries: order.deliveries.map((delivery) => ({
      id: delivery.id,
      warehouse_id: delivery.warehouse_id,
      season_id: delivery.season_id,
      delivery_drop_code_id: delivery.delivery_drop_code_id,
      delivery_instructions: delivery.delivery_instructions,
      delivery_notice_phone: delivery.delivery_notice_phone,
      delivery_notice_email: delivery.delivery_notice_email,
      contact_id: delivery.contact_id,
      requested_etd: delivery.requested_etd,
      requested_eta: delivery.requested_eta,
      etd: delivery.etd,
      eta: delivery.eta,
      reference: delivery.reference,
      ship_to_address_id: delivery.ship_to_address_id,
      freight_mode_id: delivery.freight_mode_id,
      forwarder_id: delivery.forwarder_id,
      lines: delivery.lines.map((line) => ({
        id: line.id,
        article_id: line.article_id,
        qty: line.qty,
        price: resolvedPrices === 'keep' || line.price_source === 'manual' ? line.price : null,
        packages: line.packages,
        free_text: line.free_text,
        mark_as: line.mark_as,
        vat_id: line.vat_id,
      })),
    })),
    version: order.version,
  } satisfies UpdateOrderBody
}

import { randomUUID } from 'node:crypto'
import type { MessageKey, Order } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import { replaceOrderLists } from './order.queries.ts'
import {
  deleteDeliveriesExcept,
  insertOrderDelivery,
  parkDeliveryPositions,
  updateOrderDelivery,
} from './order-delivery.queries.ts'
import type { OrderValues } from './order-fields.ts'
import {
  deleteLinesExcept,
  type InsertedLine,
  insertOrderLines,
  parkMovingLines,
  type SavedLine,
  updateOrderLines,
} from './order-line.queries.ts'
import { deliveryCode } from './order-numbering.ts'
import type { LinePrice } from './order-pricing.ts'
import type { OrderReferences } from './order-references.ts'

type Target = { id: string; companyId: string; number: string }

const nameOf = (refs: OrderReferences, id: string | null) => (id ? (refs.names.get(id) ?? null) : null)

export const headerColumns = (body: OrderValues, refs: OrderReferences) => ({
  supplierCompanyId: body.supplier_company_id,
  supplierName: refs.supplierName,
  buyerReference: body.buyer_reference,
  currency: body.currency,
  paymentTermId: body.payment_term_id,
  paymentTermName: nameOf(refs, body.payment_term_id),
  shipFromAddressId: body.ship_from_address_id,
  shipFromName: nameOf(refs, body.ship_from_address_id),
  shipToAddressId: body.ship_to_address_id,
  shipToName: nameOf(refs, body.ship_to_address_id),
  etd: body.etd,
  eta: body.eta,
  freightModeId: body.freight_mode_id,
  freightModeName: nameOf(refs, body.freight_mode_id),
  incoterm: body.incoterm,
  discountPercent: body.discount_percent,
  notes: body.notes,
  termsAndConditions: body.terms_and_conditions,
  ...internalColumns(body, refs),
})

export const internalColumns = (body: OrderValues, refs: OrderReferences) => ({
  internalStatusId: body.internal_status_id,
  internalStatusName: nameOf(refs, body.internal_status_id),
  internalNotes: body.internal_notes,
  showTagsToSupplier: body.show_tags_to_supplier,
})

// Rows keep their ids across saves (deviation reports and bookings point at them); an id that is not
// one of this order's rows, or appears twice, is refused before anything is written.
export function assertKnownRows(body: OrderValues, current: Order | null) {
  const deliveries = new Set(current?.deliveries.map((d) => d.id))
  const lines = new Set(current?.deliveries.flatMap((d) => d.lines.map((line) => line.id)))
  const seen = new Set<string>()
  const errors: Record<string, MessageKey[]> = {}
  const check = (id: string | undefined, known: Set<string>, path: string) => {
    if (!id) return
    if (!known.has(id) || seen.has(id)) errors[path] = ['orders.unknownRow']
    seen.add(id)
  }
  body.deliveries.forEach((delivery, d) => {
    check(delivery.id, deliveries, `deliveries.${d}.id`)
    for (const [l, line] of delivery.lines.entries()) check(line.id, lines, `deliveries.${d}.lines.${l}.id`)
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

export async function writeOrderLists(tx: Tx, order: Target, body: OrderValues, refs: OrderReferences) {
  const tags = [...new Set(body.tag_ids)].map((tagId) => ({ tagId, tagName: nameOf(refs, tagId)! }))
  await replaceOrderLists(tx, order, tags, [...new Set(body.assignee_ids)])
}

function deliveryColumns(delivery: OrderValues['deliveries'][number], refs: OrderReferences) {
  return {
    warehouseId: delivery.warehouse_id,
    warehouseName: nameOf(refs, delivery.warehouse_id),
    seasonId: delivery.season_id,
    seasonName: nameOf(refs, delivery.season_id),
    deliveryDropCodeId: delivery.delivery_drop_code_id,
    deliveryDropCodeName: nameOf(refs, delivery.delivery_drop_code_id),
    deliveryInstructions: delivery.delivery_instructions,
    deliveryNoticePhone: delivery.delivery_notice_phone,
    deliveryNoticeEmail: delivery.delivery_notice_email,
    contactId: delivery.contact_id,
    contactName: nameOf(refs, delivery.contact_id),
    requestedEtd: delivery.requested_etd,
    requestedEta: delivery.requested_eta,
    etd: delivery.etd,
    eta: delivery.eta,
    reference: delivery.reference,
    shipToAddressId: delivery.ship_to_address_id,
    shipToName: nameOf(refs, delivery.ship_to_address_id),
    freightModeId: delivery.freight_mode_id,
    freightModeName: nameOf(refs, delivery.freight_mode_id),
    forwarderId: delivery.forwarder_id,
    forwarderName: nameOf(refs, delivery.forwarder_id),
  }
}

function lineColumns(
  line: OrderValues['deliveries'][number]['lines'][number],
  refs: OrderReferences,
  supplierCompanyId: string,
  price: LinePrice,
) {
  const article = refs.articles.get(line.article_id)!
  return {
    articleId: line.article_id,
    articleCode: article.code,
    articleName: article.name,
    // The supplier's own code for the article, when the article is bought from this supplier.
    supplierArticleId: article.supplierCompanyId === supplierCompanyId ? article.supplierArticleId : null,
    qty: line.qty,
    price: price.price,
    priceSource: price.source,
    priceListId: price.priceListId,
    priceRuleId: price.priceRuleId,
    packages: line.packages,
    freeText: line.free_text,
    markAs: line.mark_as,
    vatId: line.vat_id,
    vatName: nameOf(refs, line.vat_id),
  }
}

// The draft's deliveries and lines become exactly the body's, in its order. Rows may swap places under
// the unique (parent, position) indexes, so deliveries and the lines that move are parked below zero
// first; lines are written before deliveries are removed, so a line moved out of a removed delivery
// survives. Lines are written in bulk (a few statements for thousands of lines, and only those that
// changed); deliveries, at most a hundred, one by one.
export async function writeDeliveries(
  tx: Tx,
  order: Target,
  body: OrderValues,
  refs: OrderReferences,
  prices: LinePrice[][],
) {
  const base = { companyId: order.companyId, orderId: order.id }
  await parkDeliveryPositions(tx, order.id)
  const deliveryIds: string[] = []
  const kept: SavedLine[] = []
  const added: InsertedLine[] = []
  for (const [d, delivery] of body.deliveries.entries()) {
    const values = {
      ...deliveryColumns(delivery, refs),
      position: d + 1,
      code: deliveryCode(order.number, d + 1),
    }
    const deliveryId = delivery.id ?? randomUUID()
    deliveryIds.push(deliveryId)
    if (delivery.id) await updateOrderDelivery(tx, delivery.id, values)
    else await insertOrderDelivery(tx, { ...base, ...values, id: deliveryId })
    for (const [l, line] of delivery.lines.entries()) {
      const columns = {
        ...lineColumns(line, refs, body.supplier_company_id, prices[d]![l]!),
        deliveryId,
        position: l + 1,
      }
      if (line.id) kept.push({ ...columns, id: line.id })
      else added.push({ ...base, ...columns, id: randomUUID() })
    }
  }
  await deleteLinesExcept(
    tx,
    order.id,
    kept.map((line) => line.id),
  )
  await parkMovingLines(tx, kept)
  await updateOrderLines(tx, kept)
  await insertOrderLines(tx, added)
  await deleteDeliveriesExcept(tx, order.id, deliveryIds)
}

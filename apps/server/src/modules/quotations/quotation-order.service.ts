import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { createDraftOrder } from '../orders/index.ts'
import { agreedTerms, noTermsAgreed } from './deviation/agreed-terms.ts'
import { bumpQuotation, invitesOfQuotation, itemsOfQuotation } from './quotation.queries.ts'
import { findOwnQuotation, getQuotation } from './quotation.service.ts'
import { sentOffersOfQuotation } from './quotation-comparison.queries.ts'
import { announceQuotationUpdated } from './quotation-notices.ts'

// The award becomes a purchase-order draft to the winner with the articles, quantities and the
// winner's prices, as changed by the deviations the buyer accepted, and the goods needed by the due
// date, in the same transaction as the quotation remembering it: made once, or not at all.
// The quotation's reference goes with it, so /references finds both (decision 0036).
export async function orderFromQuotation(ctx: RequestContext, id: string, version: number) {
  const row = await findOwnQuotation(ctx, id)
  if (row.status !== 'awarded' || !row.winnerInviteId) throw conflict('quotations.order.notAwarded')
  if (row.orderId) throw conflict('quotations.order.exists')
  if (row.version !== version) throw conflict()
  const winner = (await invitesOfQuotation(ctx.tx, id)).find((invite) => invite.id === row.winnerInviteId)!
  if (!winner.supplierCompanyId) throw conflict('quotations.order.external')
  const items = await itemsOfQuotation(ctx.tx, id)
  const agreed = (await agreedTerms(ctx.tx, id)).get(winner.id) ?? noTermsAgreed
  const prices = new Map(
    (await sentOffersOfQuotation(ctx.tx, id))
      .filter((offer) => offer.inviteId === winner.id)
      .map((offer) => [offer.itemId, offer.unitPrice]),
  )
  for (const [itemId, price] of agreed.price) prices.set(itemId, price)
  if (items.some((item) => !prices.get(item.id))) throw conflict('quotations.order.unpriced')
  const before = await getQuotation(ctx, id)
  const order = await createDraftOrder(ctx, {
    supplierCompanyId: winner.supplierCompanyId,
    currency: row.currency,
    buyerReference: row.reference,
    requestedEta: agreed.dueDate ?? row.dueDate,
    lines: items.map((item) => ({
      articleId: item.articleId,
      qty: agreed.qty.get(item.id) ?? item.quantity,
      price: prices.get(item.id)!,
    })),
  })
  if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, version, { orderId: order.id }))) throw conflict()
  const after = await getQuotation(ctx, id)
  await recordAudit(ctx, { entityType: 'quotation', entityId: id, action: 'ordered', before, after })
  announceQuotationUpdated(ctx, ctx.companyId, after)
  return { order_id: order.id }
}

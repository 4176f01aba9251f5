import { OrderBody } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { createOrder } from './order.service.ts'

export interface DraftOrder {
  supplierCompanyId: string
  currency: string
  buyerReference: string | null
  // The day the goods are needed, when the other document names one.
  requestedEta?: string | null
  lines: Array<{ articleId: string; qty: string; price: string }>
}

// Another module's document becomes a purchase-order draft (a quotation's award): one delivery with
// its lines, checked and saved as a draft from the wizard is; from then on the order's own rules hold.
export async function createDraftOrder(ctx: RequestContext, draft: DraftOrder) {
  const body = OrderBody.parse({
    supplier_company_id: draft.supplierCompanyId,
    currency: draft.currency,
    buyer_reference: draft.buyerReference,
    deliveries: [
      {
        requested_eta: draft.requestedEta ?? null,
        lines: draft.lines.map((line) => ({ article_id: line.articleId, qty: line.qty, price: line.price })),
      },
    ],
  })
  const order = await createOrder(ctx, body)
  return { id: order.id, number: order.number }
}

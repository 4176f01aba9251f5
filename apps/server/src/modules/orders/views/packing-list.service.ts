import type { PackingList } from '@scm/contracts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findOrderForActor } from '../order-access.ts'
import { findPackingListHeader, listPackingListLines } from './packing-list.queries.ts'

// The packing list of one delivery of an order the caller sees (spec §2.1).
export async function packingList(ctx: RequestContext, orderId: string, code: string): Promise<PackingList> {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  const header = await findPackingListHeader(ctx.tx, ctx.companyId, ctx.principal.company, order.id, code)
  if (!header) throw notFound()
  const lines = await listPackingListLines(ctx.tx, header.delivery_id)
  const { delivery_id: _, ...delivery } = header
  return {
    ...delivery,
    order_id: order.id,
    order_number: order.number,
    side,
    buyer_reference: order.buyerReference,
    lines,
  }
}

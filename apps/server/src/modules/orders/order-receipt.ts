import { canonicalDecimal as plain } from '@scm/contracts'
import Decimal from 'decimal.js'
import type { RequestContext } from '../../platform/http/context.ts'
import { findOrder } from './order.queries.ts'
import { actorOf } from './order-context.ts'
import { recordOrderHistory } from './order-history.ts'
import { announceOrderUpdated, orderNotice, tellCompanyAfterCommit } from './order-notices.ts'
import { addReceivedQuantities, type DeliveryToReceive } from './order-receipt.queries.ts'

// Goods of a delivery taken in by the buyer, as its order keeps them: the lines' received quantities,
// a history entry both parties read (each line's received quantity before → after, and nothing of the
// buyer's stock) and a notice to the supplier. In the receipt's transaction; the notice after commit.
export async function receiveIntoOrder(
  ctx: RequestContext,
  delivery: DeliveryToReceive,
  received: Array<{ lineId: string; quantity: string }>,
) {
  await addReceivedQuantities(ctx.tx, ctx.companyId, received)
  const order = (await findOrder(ctx.tx, delivery.orderId))!
  const lines = new Map(delivery.lines.map((line) => [line.id, line]))
  const changes = received.map(({ lineId, quantity }) => {
    const line = lines.get(lineId)!
    return {
      field: `deliveries.${delivery.position}.lines.${line.position}.received_qty`,
      before: plain(line.receivedQty),
      after: plain(new Decimal(line.receivedQty).plus(quantity).toFixed()),
    }
  })
  await recordOrderHistory(ctx.tx, order, actorOf(ctx, 'buyer'), { event: 'goods_received', changes })
  tellCompanyAfterCommit(
    ctx,
    order.supplierCompanyId,
    orderNotice(order, 'order-status-changed', 'orders.notice.goodsReceived', {
      company: order.buyerName,
      code: delivery.code,
    }),
  )
  announceOrderUpdated(ctx, order, true)
}

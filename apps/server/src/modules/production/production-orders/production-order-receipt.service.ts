import { type ProductionOrderReceiptBody, productionOrderReceivable } from '@scm/contracts'
import type { z } from 'zod'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { postStock } from '../../inventory/index.ts'
import {
  addedToReceived,
  componentsOfOrder,
  insertReceipt,
  receiptAtVersion,
  updateProductionOrderAt,
} from './production-order.queries.ts'
import { audit, getProductionOrder } from './production-order.service.ts'
import { componentNeed } from './production-order-response.ts'

type Body = z.output<typeof ProductionOrderReceiptBody>

// Generates a receipt of a released order: the components the units took leave the order's warehouse
// and the finished units enter it, in one posting with the receipt (decision 0054). The receipt is
// taken at the order's version: the row's lock serialises two requests, and the repeat of one already
// done (a double click, a retry) finds its receipt and generates none.
export async function generateReceipt(ctx: RequestContext, id: string, body: Body) {
  const before = await getProductionOrder(ctx, id)
  // Read again: the receipt found may have been committed by the other request after `before` was read.
  if (await receiptAtVersion(ctx.tx, id, body.version)) return getProductionOrder(ctx, id)
  if (!productionOrderReceivable.includes(before.status)) throw conflict('productionOrders.notReceivable')
  if (before.version !== body.version) throw conflict()
  const locked = await updateProductionOrderAt(ctx.tx, ctx.companyId, id, body.version, {
    receivedQuantity: addedToReceived(body.quantity),
  })
  if (!locked) {
    if (await receiptAtVersion(ctx.tx, id, body.version)) return getProductionOrder(ctx, id)
    throw conflict()
  }
  await insertReceipt(ctx.tx, ctx.companyId, {
    productionOrderId: id,
    quantity: body.quantity,
    orderVersion: body.version,
    userId: ctx.userId,
  })
  const warehouseId = before.warehouse_id
  const components = await componentsOfOrder(ctx.tx, id)
  await postStock(ctx, { type: 'production_order', id, label: before.number }, [
    ...components.map((part) => ({
      articleId: part.articleId,
      warehouseId,
      quantity: `-${componentNeed(part.quantityPerUnit, body.quantity)}`,
    })),
    { articleId: before.article_id, warehouseId, quantity: body.quantity },
  ])
  const after = await getProductionOrder(ctx, id)
  await audit(ctx, id, 'receipt_generated', before, after)
  return after
}

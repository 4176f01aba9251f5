import {
  canonicalDecimal,
  type GoodsReceipt,
  type GoodsReceiptBody,
  receivableOrderStatuses,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { AppError, conflict, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { deliveryToReceive, isOwnOrder, receiveIntoOrder } from '../../orders/index.ts'
import { postStock } from '../stock-posting.ts'
import { findReceipts, insertReceipt, type ReceiptRow } from './goods-receipt.queries.ts'

type Body = z.output<typeof GoodsReceiptBody>

const toReceipt = (row: ReceiptRow): GoodsReceipt => ({
  id: row.id,
  order_id: row.orderId,
  delivery_id: row.deliveryId,
  delivery_code: row.deliveryCode,
  warehouse_id: row.warehouseId,
  warehouse_name: row.warehouseName,
  received_at: row.receivedAt.toISOString(),
  user_name: row.userName,
  lines: row.lines.map((line) => ({
    line_id: line.orderLineId,
    article_id: line.articleId,
    article_code: line.articleCode,
    article_name: line.articleName,
    quantity: canonicalDecimal(line.quantity),
  })),
})

export async function listReceipts(ctx: RequestContext, orderId: string) {
  if (!(await isOwnOrder(ctx.tx, ctx.companyId, orderId))) throw notFound()
  return (await findReceipts(ctx.tx, ctx.companyId, { orderId })).map(toReceipt)
}

async function existingReceipt(ctx: RequestContext, id: string, deliveryId: string) {
  const [row] = await findReceipts(ctx.tx, ctx.companyId, { id })
  // The same id for another delivery is not a resend but a client's mistake.
  if (!row || row.deliveryId !== deliveryId) throw conflict('inventory.receiptIdTaken')
  return toReceipt(row)
}

// Takes goods of a delivery into its warehouse: the receipt, the lines' received quantities (with the
// order's history entry and the supplier's notice) and the stock, in one transaction. Sent again with
// the same id it changes nothing and answers the receipt.
export async function receiveDelivery(ctx: RequestContext, orderId: string, deliveryId: string, body: Body) {
  const delivery = await deliveryToReceive(ctx.tx, ctx.companyId, orderId, deliveryId)
  if (!delivery) throw notFound()
  if (!receivableOrderStatuses.includes(delivery.status)) throw conflict('inventory.receiptNotOpen')
  if (!delivery.warehouseId) throw conflict('inventory.receiptNoWarehouse')
  const lines = new Map(delivery.lines.map((line) => [line.id, line]))
  const seen = new Set<string>()
  const errors: Record<string, ['inventory.receiptLineUnknown' | 'inventory.receiptLineTwice']> = {}
  body.lines.forEach((line, index) => {
    if (!lines.has(line.line_id)) errors[`lines.${index}.line_id`] = ['inventory.receiptLineUnknown']
    else if (seen.has(line.line_id)) errors[`lines.${index}.line_id`] = ['inventory.receiptLineTwice']
    seen.add(line.line_id)
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  const warehouseId = delivery.warehouseId
  const received = body.lines.map((line) => ({ line: lines.get(line.line_id)!, quantity: line.quantity }))
  const taken = await insertReceipt(
    ctx.tx,
    ctx.companyId,
    ctx.userId,
    {
      id: body.id,
      orderId,
      deliveryId,
      deliveryCode: delivery.code,
      warehouseId,
      warehouseName: delivery.warehouseName,
    },
    received.map(({ line, quantity }) => ({
      orderLineId: line.id,
      articleId: line.articleId,
      articleCode: line.articleCode,
      articleName: line.articleName,
      quantity,
    })),
  )
  if (!taken) return existingReceipt(ctx, body.id, deliveryId)
  await receiveIntoOrder(
    ctx,
    delivery,
    received.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
  )
  await postStock(
    ctx,
    { type: 'goods_receipt', id: body.id, label: delivery.code },
    received.map(({ line, quantity }) => ({ articleId: line.articleId, warehouseId, quantity })),
  )
  const [row] = await findReceipts(ctx.tx, ctx.companyId, { id: body.id })
  const receipt = toReceipt(row!)
  await recordAudit(ctx, {
    entityType: 'goods_receipt',
    entityId: body.id,
    action: 'created',
    before: null,
    after: receipt,
  })
  return receipt
}

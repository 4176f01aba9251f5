import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { unnestRows } from '../../platform/db/unnest.ts'
import { orderDeliveries, orderLines, orders } from './order.table.ts'

// A delivery of one of the company's own purchase orders, as a goods receipt needs it: the order's
// status, the delivery's warehouse and its lines with what was received of them so far.
export async function deliveryToReceive(tx: Tx, companyId: string, orderId: string, deliveryId: string) {
  const [delivery] = await tx
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      status: orders.status,
      deliveryId: orderDeliveries.id,
      position: orderDeliveries.position,
      code: orderDeliveries.code,
      warehouseId: orderDeliveries.warehouseId,
      warehouseName: orderDeliveries.warehouseName,
    })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId), eq(orderDeliveries.id, deliveryId)))
  if (!delivery) return undefined
  const lines = await tx
    .select({
      id: orderLines.id,
      position: orderLines.position,
      articleId: orderLines.articleId,
      articleCode: orderLines.articleCode,
      articleName: orderLines.articleName,
      qty: orderLines.qty,
      receivedQty: orderLines.receivedQty,
    })
    .from(orderLines)
    .where(eq(orderLines.deliveryId, deliveryId))
    .orderBy(asc(orderLines.position))
  return { ...delivery, lines }
}
export type DeliveryToReceive = NonNullable<Awaited<ReturnType<typeof deliveryToReceive>>>

// The lines of these deliveries of the company's own orders, with what was received of them so far
// (a booking's discrepancies are reported on them).
export async function linesOfDeliveries(tx: Tx, companyId: string, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return []
  return tx
    .select({
      id: orderLines.id,
      deliveryId: orderLines.deliveryId,
      articleCode: orderLines.articleCode,
      articleName: orderLines.articleName,
      qty: orderLines.qty,
      receivedQty: orderLines.receivedQty,
    })
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.deliveryId, deliveryIds)))
    .orderBy(asc(orderLines.deliveryId), asc(orderLines.position))
}

// Whether the order is one of the company's own purchase orders.
export async function isOwnOrder(tx: Tx, companyId: string, orderId: string) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)))
  return order !== undefined
}

// Adds what a receipt took in to each line's received quantity, inside the row's lock.
export async function addReceivedQuantities(
  tx: Tx,
  companyId: string,
  received: Array<{ lineId: string; quantity: string }>,
) {
  if (received.length === 0) return
  await tx.execute(
    sql`update ${orderLines} set received_qty = ${orderLines.receivedQty} + v.qty, updated_at = now()
        from ${unnestRows(received, { lineId: orderLines.id, quantity: orderLines.qty })}
        where ${orderLines.id} = v.id and ${orderLines.companyId} = ${companyId}`,
  )
}

import { asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import type { OrderRow } from '../order.queries.ts'
import { orderDeliveries, orderLines, orders } from '../order.table.ts'

export type DeliveryRow = typeof orderDeliveries.$inferSelect
export type LineRow = typeof orderLines.$inferSelect

// The order row again, locked for the rest of the transaction.
export async function lockOrderRow(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}

export function listOrderDeliveries(tx: Tx, orderId: string): Promise<DeliveryRow[]> {
  return tx
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(asc(orderDeliveries.position))
}

export function listOrderLines(tx: Tx, orderId: string): Promise<LineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))
}

// Rows by id, one parameter however many ids (a report may name every line of an order).
export function findDeliveries(tx: Tx, ids: string[]): Promise<DeliveryRow[]> {
  return tx
    .select()
    .from(orderDeliveries)
    .where(sql`${orderDeliveries.id} = any(${sql.param(ids)}::uuid[])`)
}

export function findLines(tx: Tx, ids: string[]): Promise<LineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(sql`${orderLines.id} = any(${sql.param(ids)}::uuid[])`)
}

// The order's count of deliveries still waiting on a decision, kept in step with its reports.
export async function syncPendingDeviations(tx: Tx, orderId: string) {
  await tx.execute(sql`
    update orders o set pending_deviations = (
      select count(distinct c.delivery_id)::int
      from order_deviation_changes c join order_deviation_reports r on r.id = c.report_id
      where r.order_id = o.id and r.status = 'pending' and c.decision = 'pending')
    where o.id = ${orderId}`)
}

import { and, asc, eq, notInArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderLines } from './order.table.ts'

export type LineRow = typeof orderLines.$inferSelect
export type NewLine = typeof orderLines.$inferInsert

// Rows per insert, well below PostgreSQL's limit of 65 535 parameters in one statement.
const chunk = 1000

export function listOrderLines(tx: Tx, orderId: string): Promise<LineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))
}

export function listLineArticles(tx: Tx, orderId: string) {
  return tx
    .select({
      deliveryId: orderLines.deliveryId,
      position: orderLines.position,
      articleId: orderLines.articleId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
}

export function listLinePriceOrigins(tx: Tx, orderId: string) {
  return tx
    .select({ id: orderLines.id, priceListId: orderLines.priceListId, priceRuleId: orderLines.priceRuleId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
}

export async function insertOrderLines(tx: Tx, lines: NewLine[]) {
  for (let i = 0; i < lines.length; i += chunk) await tx.insert(orderLines).values(lines.slice(i, i + chunk))
}

export async function updateOrderLine(tx: Tx, id: string, values: Partial<NewLine>) {
  await tx
    .update(orderLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderLines.id, id))
}

export async function parkLinePositions(tx: Tx, orderId: string) {
  await tx.execute(sql`update order_lines set position = -position where order_id = ${orderId}`)
}

export async function deleteLinesExcept(tx: Tx, orderId: string, keptIds: string[]) {
  await tx
    .delete(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), keptIds.length ? notInArray(orderLines.id, keptIds) : undefined),
    )
}

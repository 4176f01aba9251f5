import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderAssignees, orders, orderTags } from './order.table.ts'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert

export interface Named {
  id: string
  name: string
}

export async function findOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id))
  return order
}

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning()
  return row!
}

// Changes the order only at the given version, and takes the next; no row back means another write
// came first.
export async function updateOrderAtVersion(
  tx: Tx,
  id: string,
  version: number,
  values: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(orders.id, id), eq(orders.version, version)))
    .returning()
  return row
}

export async function updateOrderDates(tx: Tx, id: string, dates: Partial<Pick<NewOrder, 'etd' | 'eta'>>) {
  await tx.update(orders).set(dates).where(eq(orders.id, id))
}

export async function deleteDraftOrder(tx: Tx, companyId: string, id: string) {
  await tx
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId), eq(orders.status, 'draft')))
}

export async function replaceOrderLists(
  tx: Tx,
  order: { id: string; companyId: string },
  tags: Array<{ tagId: string; tagName: string }>,
  userIds: string[],
) {
  await tx.delete(orderTags).where(eq(orderTags.orderId, order.id))
  await tx.delete(orderAssignees).where(eq(orderAssignees.orderId, order.id))
  if (tags.length)
    await tx
      .insert(orderTags)
      .values(tags.map((tag) => ({ companyId: order.companyId, orderId: order.id, ...tag })))
  if (userIds.length)
    await tx
      .insert(orderAssignees)
      .values(userIds.map((userId) => ({ companyId: order.companyId, orderId: order.id, userId })))
}

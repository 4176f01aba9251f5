import type { OrderSide } from '@scm/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { orderAssignees, orderDeliveries, orderLines, orders, orderTags } from './order.table.ts'
import type { DeliveryRow } from './order-delivery.queries.ts'
import type { LineRow } from './order-line.queries.ts'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert

export interface Named {
  id: string
  name: string
}

export interface OrderParts {
  order: OrderRow
  deliveries: DeliveryRow[]
  lines: LineRow[]
  tags: Named[]
  assignees: Named[]
}

export async function findOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id))
  return order
}

// The order's rows as the acting company may read them (row-level security hides the buyer's
// assignees from the supplier, and its tags unless the buyer shows them).
export async function loadOrderParts(tx: Tx, order: OrderRow, side: OrderSide): Promise<OrderParts> {
  const [deliveries, lines, tags, assignees] = await Promise.all([
    tx
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, order.id))
      .orderBy(asc(orderDeliveries.position)),
    tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    tx
      .select({ id: orderTags.tagId, name: orderTags.tagName })
      .from(orderTags)
      .where(eq(orderTags.orderId, order.id))
      .orderBy(asc(orderTags.tagName)),
    side === 'buyer'
      ? tx
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(orderAssignees)
          .innerJoin(users, eq(users.id, orderAssignees.userId))
          .where(eq(orderAssignees.orderId, order.id))
          .orderBy(asc(users.firstName), asc(users.lastName))
      : Promise.resolve([]),
  ])
  return { order, deliveries, lines, tags, assignees }
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

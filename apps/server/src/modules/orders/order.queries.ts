import type { OrderSide } from '@scm/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { orderAssignees, orderDeliveries, orderLines, orderTags } from './order.table.ts'
import type { OrderRow } from './order-access.ts'
import type { OrderParts } from './order-response.ts'

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

import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../../../platform/db/database.ts'
import { orderDeliveries, orderHistory, orderLines, orders } from '../../order.table.ts'

// The order as stored, read as the database owner: what a deviation changed, whatever the API shows.
export async function storedOrder(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id))
  const deliveries = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, id))
    .orderBy(asc(orderDeliveries.position))
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id))
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, id))
    .orderBy(asc(orderHistory.at))
  return { order: order!, deliveries, lines, history }
}

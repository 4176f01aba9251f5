import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import type { OrderRow } from '../order.queries.ts'
import { orders } from '../order.table.ts'

// The order confirmed, at the version the guest saw: no row back means another write came first.
export async function updateOrderConfirmed(
  tx: Tx,
  orderId: string,
  version: number,
  now: Date,
): Promise<OrderRow | undefined> {
  const [confirmed] = await tx
    .update(orders)
    .set({ status: 'ordered', confirmedAt: now, updatedAt: now, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.version, version)))
    .returning()
  return confirmed
}

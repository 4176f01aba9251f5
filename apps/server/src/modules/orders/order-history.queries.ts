import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderHistory } from './order.table.ts'

export type NewOrderHistory = Omit<typeof orderHistory.$inferInsert, 'id' | 'at'>

export async function insertOrderHistory(tx: Tx, values: NewOrderHistory) {
  await tx.insert(orderHistory).values({
    ...values,
    // The time of the statement, not of the transaction: entries of one change keep their order.
    at: sql`clock_timestamp()`,
  })
}

export function listOrderHistoryRows(tx: Tx, orderId: string, withInternal: boolean) {
  return tx
    .select()
    .from(orderHistory)
    .where(
      and(eq(orderHistory.orderId, orderId), withInternal ? undefined : eq(orderHistory.internal, false)),
    )
    .orderBy(asc(orderHistory.at), asc(orderHistory.id))
}

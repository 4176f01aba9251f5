import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderCounters } from './order.table.ts'

// The buyer's next number. The upsert holds the counter row's lock until the transaction ends, so
// concurrent drafts queue for it and get consecutive numbers; a rolled-back draft gives its number back.
export async function takeOrderNumber(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.companyId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ n: orderCounters.lastNumber })
  return row!.n
}

import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderCounters } from './order.table.ts'

export const formatOrderNumber = (n: number) => `PO-${String(n).padStart(6, '0')}`

// A delivery's code: the order number and the delivery's position, e.g. PO-000042-1.
export const deliveryCode = (orderNumber: string, position: number) => `${orderNumber}-${position}`

// The buyer's next order number. The upsert holds the counter row's lock until the transaction ends,
// so concurrent drafts queue for it and get consecutive numbers; a rolled-back draft gives its number
// back. Deleting a draft leaves a gap, which is fine: the number is an identifier, not a count.
export async function nextOrderNumber(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.companyId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ n: orderCounters.lastNumber })
  return formatOrderNumber(row!.n)
}

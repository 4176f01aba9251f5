import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { orders } from '../order.table.ts'

// FOR TESTS ONLY. Order rows written and read straight in the table, for other modules' tests that
// count orders (a supplier's turnover share) without going through the order services.

export async function insertOrderRows(db: Db, rows: Array<typeof orders.$inferInsert>) {
  await db.insert(orders).values(rows)
}

export const orderRowsOf = (db: Db, companyId: string) =>
  db.select().from(orders).where(eq(orders.companyId, companyId))

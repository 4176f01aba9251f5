import type { Db } from '../../../platform/db/database.ts'
import { exchangeRates } from '../exchange-rate.table.ts'

// FOR TESTS ONLY. Exchange rates written straight in the table, dated as the test needs them.
export async function insertExchangeRates(db: Db, rows: Array<typeof exchangeRates.$inferInsert>) {
  await db.insert(exchangeRates).values(rows)
}

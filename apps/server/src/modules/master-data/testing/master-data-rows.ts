import type { Db } from '../../../platform/db/database.ts'
import { masterData } from '../master-data.table.ts'

// FOR TESTS ONLY. List items written straight in the table (as the database owner), for tests that set
// up another company's item without going through the API.

export async function insertMasterDataItem(db: Db, values: typeof masterData.$inferInsert) {
  const [row] = await db.insert(masterData).values(values).returning({ id: masterData.id })
  return row!
}

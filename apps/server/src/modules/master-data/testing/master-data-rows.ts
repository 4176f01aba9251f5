import type { MasterDataKind } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { masterData } from '../master-data.table.ts'

// FOR TESTS ONLY. List items written and read straight in the table (as the database owner), for tests
// that set up another company's item or need a demo item's id without going through the API.

export async function insertMasterDataItem(db: Db, values: typeof masterData.$inferInsert) {
  const [row] = await db.insert(masterData).values(values).returning({ id: masterData.id })
  return row!
}

export async function masterDataItemByCode(db: Db, companyId: string, kind: MasterDataKind, code: string) {
  const [row] = await db
    .select({ id: masterData.id, name: masterData.name })
    .from(masterData)
    .where(and(eq(masterData.companyId, companyId), eq(masterData.kind, kind), eq(masterData.code, code)))
  return row
}

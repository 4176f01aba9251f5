import type { MasterDataKind } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { masterData } from './master-data.table.ts'

// A list item by its code, the key other data names it by (an import file, a demo row).
export async function masterDataByCode(db: Db | Tx, companyId: string, kind: MasterDataKind, code: string) {
  const [item] = await db
    .select({ id: masterData.id, name: masterData.name })
    .from(masterData)
    .where(and(eq(masterData.companyId, companyId), eq(masterData.kind, kind), eq(masterData.code, code)))
  return item
}

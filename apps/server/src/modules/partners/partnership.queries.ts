import type { Db, Tx } from '../../platform/db/database.ts'
import { partnerships } from './partnership.table.ts'

export async function insertPartnership(db: Db | Tx, clientCompanyId: string, supplierCompanyId: string) {
  await db.insert(partnerships).values({ clientCompanyId, supplierCompanyId })
}

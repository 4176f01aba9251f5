import type { Db, Tx } from '../../platform/db/database.ts'
import { userRoles } from './role.table.ts'

export async function assignRole(db: Db | Tx, values: { companyId: string; userId: string; roleId: string }) {
  await db.insert(userRoles).values(values)
}

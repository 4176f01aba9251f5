import { eq, or } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { partnerships } from './partnership.table.ts'

export async function insertPartnership(db: Db | Tx, clientCompanyId: string, supplierCompanyId: string) {
  await db.insert(partnerships).values({ clientCompanyId, supplierCompanyId })
}

// Links the two companies unless they already are.
export async function ensurePartnership(db: Db | Tx, clientCompanyId: string, supplierCompanyId: string) {
  await db.insert(partnerships).values({ clientCompanyId, supplierCompanyId }).onConflictDoNothing()
}

// The companies a company trades with, either as their client or as their supplier.
export async function partnerIds(tx: Tx, companyId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ client: partnerships.clientCompanyId, supplier: partnerships.supplierCompanyId })
    .from(partnerships)
    .where(or(eq(partnerships.clientCompanyId, companyId), eq(partnerships.supplierCompanyId, companyId)))
  return new Set(rows.map((row) => (row.client === companyId ? row.supplier : row.client)))
}

import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { roles } from '../../platform/tenancy/role.table.ts'
import { defaultRoles } from './default-roles.ts'

export type NewCompany = typeof companies.$inferInsert

// Creates a company with its default roles; returns the company and its admin role.
// Runs as the server's own role: a company cannot exist in its own tenant before it is created.
export async function insertCompanyWithRoles(db: Db | Tx, values: NewCompany) {
  const [company] = await db.insert(companies).values(values).returning()
  const inserted = await db
    .insert(roles)
    .values(defaultRoles(company!.type, company!.locale).map((role) => ({ ...role, companyId: company!.id })))
    .returning()
  const adminRole = inserted.find((role) => role.roleType === 3)!
  return { company: company!, roles: inserted, adminRole }
}

export async function findCompany(tx: Tx, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId))
  return company
}

export async function updateCompany(tx: Tx, companyId: string, version: number, values: Partial<NewCompany>) {
  const [company] = await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(companies.id, companyId), eq(companies.version, version)))
    .returning()
  return company
}

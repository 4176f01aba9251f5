import { eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'

export async function findCompanyName(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  return company
}

export async function findCompanyLocale(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ locale: companies.locale })
    .from(companies)
    .where(eq(companies.id, companyId))
  return company
}

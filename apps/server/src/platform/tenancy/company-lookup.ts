import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { companies } from './company.table.ts'

// A company's name and language, read as that company (its own row is all the companies policy shows),
// or on the platform connection for the issuer of a guest link (decision 0049).
export async function findCompanyName(tx: Tx | Db, companyId: string) {
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

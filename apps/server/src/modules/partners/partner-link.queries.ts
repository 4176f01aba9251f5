import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { agreements } from './agreement.table.ts'

export type CompanyRow = typeof companies.$inferSelect

export async function findCompany(tx: Tx | Db, id: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, id))
  return company
}

export async function findUserEmail(tx: Tx | Db, userId: string) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return user?.email ?? null
}

export type CounterpartyValues = Pick<
  typeof agreements.$inferInsert,
  'counterpartyCompanyId' | 'name' | 'country' | 'orgNumber' | 'vatNumber' | 'email' | 'updatedAt'
>

// An external agreement becomes the one with the counterparty company, in a new version.
export const linkExternalAgreement = (tx: Tx | Db, id: string, values: CounterpartyValues) =>
  tx
    .update(agreements)
    .set({ ...values, version: sql`${agreements.version} + 1` })
    .where(eq(agreements.id, id))
    .returning({ id: agreements.id })

import { sql } from 'drizzle-orm'
import { integer, pgTable } from 'drizzle-orm/pg-core'
import { companies } from '../tenancy/company.table.ts'
import { companyId } from './columns.ts'
import type { Tx } from './database.ts'
import { companyPolicy } from './tenancy.ts'

// The last number a company gave a kind of document (IT-0042, CP-0007): one row per company.
export const counterTable = (name: string) =>
  pgTable(
    name,
    {
      companyId: companyId()
        .primaryKey()
        .references(() => companies.id),
      lastNumber: integer('last_number').notNull().default(0),
    },
    () => [companyPolicy(name)],
  ).enableRLS()

// The company's next number, as `PREFIX-0042`. The counter row stays locked until the transaction
// ends, so two documents made at once take turns and never share a number.
export async function takeNumber(
  tx: Tx,
  counters: ReturnType<typeof counterTable>,
  companyId: string,
  prefix: string,
) {
  const [row] = await tx
    .insert(counters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({ target: counters.companyId, set: { lastNumber: sql`${counters.lastNumber} + 1` } })
    .returning({ n: counters.lastNumber })
  return `${prefix}-${String(row!.n).padStart(4, '0')}`
}

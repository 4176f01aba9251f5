import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'

// Runs fn with another acting company in the same transaction, so row-level security lets it write
// that company's side of a two-company change (a partner link) atomically with this one's. The acting
// company is restored afterwards; on an error the transaction rolls back anyway.
export async function asCompany<T>(tx: Tx | Db, companyId: string, fn: () => Promise<T>): Promise<T> {
  const [current] = await rows<{ id: string | null }>(
    tx,
    sql`select current_setting('app.company_id', true) as id`,
  )
  await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`)
  const result = await fn()
  await tx.execute(sql`select set_config('app.company_id', ${current?.id ?? ''}, true)`)
  return result
}

import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'

// The company the transaction acts for (row-level security reads it), if one is set.
export async function actingCompanyId(tx: Tx | Db) {
  const [current] = await rows<{ id: string | null }>(
    tx,
    sql`select current_setting('app.company_id', true) as id`,
  )
  return current?.id ?? null
}

// Sets the acting company until the transaction ends or it is set again ('' for none).
export async function setActingCompany(tx: Tx | Db, companyId: string) {
  await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`)
}

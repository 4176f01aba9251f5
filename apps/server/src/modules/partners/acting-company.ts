import type { Db, Tx } from '../../platform/db/database.ts'
import { actingCompanyId, setActingCompany } from './acting-company.queries.ts'

// Runs fn with another acting company in the same transaction, so row-level security lets it write
// that company's side of a two-company change (a partner link) atomically with this one's. The acting
// company is restored afterwards; on an error the transaction rolls back anyway.
export async function asCompany<T>(tx: Tx | Db, companyId: string, fn: () => Promise<T>): Promise<T> {
  const current = await actingCompanyId(tx)
  await setActingCompany(tx, companyId)
  const result = await fn()
  await setActingCompany(tx, current ?? '')
  return result
}

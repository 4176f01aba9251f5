import { sql } from 'drizzle-orm'
import type { Db, Tx } from './database.ts'

// Runs fn in one transaction as app_user with the acting company set, so row-level security applies
// (ARCHITECTURE rule 2). set_config('role', …, true) is SET LOCAL ROLE in the same round trip.
export function inCompany<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'app_user', true)`,
    )
    return fn(tx)
  })
}

// As app_user with no company: sees no company-owned row. For requests before sign-in that read nothing.
export function asAnonymous<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'app_user', true)`)
    return fn(tx)
  })
}

// A guest who acts for no company (an external supplier answering by link, decision 0039): app_user,
// no company, and the one document its link opens. Company policies see nothing; only the policies
// written for that document's guest (app_guest_document()) admit its rows.
export function inGuestDocument<T>(db: Db, documentId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', '', true), set_config('app.guest_document_id', ${documentId}, true), set_config('role', 'app_user', true)`,
    )
    return fn(tx)
  })
}

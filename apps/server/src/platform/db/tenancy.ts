import { sql } from 'drizzle-orm'
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core'

// Requests run as this role (no BYPASSRLS); it is created by the first migration.
export const appUser = pgRole('app_user').existing()

// The acting company of the transaction; null when none is set, so a missing company sees nothing.
export const actingCompany = sql`app_company_id()`

// The standard policy of a company-owned table: rows of the acting company only.
export function companyPolicy(table: string, column = 'company_id') {
  const owned = sql.raw(`${column} = app_company_id()`)
  return pgPolicy(`${table}_company`, { for: 'all', to: appUser, using: owned, withCheck: owned })
}

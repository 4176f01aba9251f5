import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { rows } from '../db/rows.ts'
import { companies } from './company.table.ts'
import { users } from './user.table.ts'

// Before sign-in there is no acting company: this lookup runs as the server's own role.
export async function findUserByEmailForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row
}

// Addresses are unique across companies; email_in_use() (a security-definer function of the
// migrations) answers that without letting the request's role see other companies' users.
export async function emailInUse(db: Db | Tx, email: string, exceptUserId?: string) {
  const [row] = await rows<{ taken: boolean }>(
    db,
    sql`select email_in_use(${email}, ${exceptUserId ?? null}::uuid) as taken`,
  )
  return Boolean(row?.taken)
}

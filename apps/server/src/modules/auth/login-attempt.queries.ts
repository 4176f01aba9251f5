import { and, count, eq, gt } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { loginAttempts } from './login-attempt.table.ts'

export const loginLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const

// Failed attempts in the window, for the account and for the address.
export async function recentFailures(db: Db, email: string, ip: string) {
  const since = new Date(Date.now() - loginLimits.windowMinutes * 60_000)
  const failed = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
  const [[account], [address]] = await Promise.all([
    failed(loginAttempts.email, email),
    failed(loginAttempts.ip, ip),
  ])
  return { account: account?.n ?? 0, address: address?.n ?? 0 }
}

export async function clearFailures(db: Db | Tx, email: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)))
}

export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ email, ip, succeeded })
  // A success wipes the account's failures, so a user who remembers their password is not locked later.
  if (succeeded) await clearFailures(db, email)
}

import { and, desc, eq, gt } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { loginAttempts } from './login-attempt.table.ts'

export const loginLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const

// Until when the account or the address is refused (docs/decisions/0023): a key is refused while the
// window holds as many failures as its limit, that is until the limit-th most recent failure leaves
// the window. None when neither is.
export async function lockedUntil(db: Db, email: string, ip: string): Promise<Date | undefined> {
  const windowMs = loginLimits.windowMinutes * 60_000
  const since = new Date(Date.now() - windowMs)
  const nthFailure = (
    column: typeof loginAttempts.email | typeof loginAttempts.ip,
    value: string,
    limit: number,
  ) =>
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .offset(limit - 1)
      .limit(1)
  const found = await Promise.all([
    nthFailure(loginAttempts.email, email, loginLimits.perAccount),
    nthFailure(loginAttempts.ip, ip, loginLimits.perAddress),
  ])
  const ends = found.flat().map((row) => row.at.getTime() + windowMs)
  return ends.length ? new Date(Math.max(...ends)) : undefined
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

import type { Locale } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserRow(db: Db | Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row
}

export async function recordLastLogin(db: Db, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId))
}

export async function updateUserLocale(tx: Tx, userId: string, locale: Locale) {
  await tx.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId))
}

// The address a verification link confirmed becomes the user's own.
export async function confirmUserEmail(tx: Tx, userId: string, email: string) {
  await tx
    .update(users)
    .set({ email, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
}

export async function updateUserPassword(tx: Tx, userId: string, passwordHash: string) {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email })
  return row
}

// What an invited user gives on accepting: name, language, first password.
export async function updateInvitedUser(
  tx: Tx,
  userId: string,
  values: Pick<UserRow, 'firstName' | 'lastName' | 'locale' | 'passwordHash' | 'emailVerifiedAt'>,
) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  return row
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning()
  return row
}

export async function insertUserRole(tx: Tx, values: typeof userRoles.$inferInsert) {
  await tx.insert(userRoles).values(values)
}

import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export type AccountRow = typeof users.$inferSelect

export type AccountValues = Pick<AccountRow, 'firstName' | 'lastName' | 'locale' | 'sessionTime'>

export async function findAccountRow(tx: Tx, userId: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId))
  return row
}

// Changes the account only at the given version; no row back means another write came first.
export async function updateAccountRow(tx: Tx, userId: string, version: number, values: AccountValues) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning()
  return row
}

export async function updatePasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
}

export async function updatePendingEmail(tx: Tx, userId: string, email: string) {
  const [row] = await tx
    .update(users)
    .set({ pendingEmail: email, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning()
  return row
}

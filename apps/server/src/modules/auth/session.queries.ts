import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { newLinkToken } from '../../platform/auth/link-token.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { sessions } from './session.table.ts'

export interface IssuedSession {
  familyId: string
  refreshToken: string
}

export async function startSession(
  db: Db | Tx,
  user: { id: string; companyId: string },
  lifetimeSeconds: number,
) {
  const { token, hash } = newLinkToken()
  const familyId = randomUUID()
  await db.insert(sessions).values({
    familyId,
    companyId: user.companyId,
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return { familyId, refreshToken: token } satisfies IssuedSession
}

export async function findSessionByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))
  return row
}

// Spends the row and adds its successor in the same family; null if it was spent meanwhile.
export async function rotateSession(db: Db, session: typeof sessions.$inferSelect) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(sessions)
      .set({ spentAt: new Date() })
      .where(and(eq(sessions.id, session.id), isNull(sessions.spentAt)))
      .returning({ id: sessions.id })
    if (spent.length === 0) return null
    const { token, hash } = newLinkToken()
    await tx.insert(sessions).values({
      familyId: session.familyId,
      companyId: session.companyId,
      userId: session.userId,
      tokenHash: hash,
      expiresAt: session.expiresAt,
    })
    return { familyId: session.familyId, refreshToken: token } satisfies IssuedSession
  })
}

export async function revokeFamily(db: Db | Tx, familyId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
}

// Signs the user out everywhere, or everywhere but the session kept (the one changing the password).
export async function revokeUserSessions(db: Db | Tx, userId: string, keptFamilyId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keptFamilyId ? ne(sessions.familyId, keptFamilyId) : undefined,
      ),
    )
}

// Marks a live session as in use; one already idle past the user's session time stays ended.
export async function touchFamily(db: Db, familyId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.familyId, familyId),
        isNull(sessions.spentAt),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => (select u.session_time from users u where u.id = ${sessions.userId}))`,
      ),
    )
}

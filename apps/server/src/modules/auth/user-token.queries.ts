import { and, eq, gt, isNull } from 'drizzle-orm'
import { hashLinkToken, newLinkToken } from '../../platform/auth/link-token.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { userTokens } from './user-token.table.ts'

type Purpose = (typeof userTokens.$inferInsert)['purpose']

export async function createUserToken(
  db: Db | Tx,
  values: { userId: string; companyId: string; purpose: Purpose; minutes: number; email?: string },
) {
  const { token, hash } = newLinkToken()
  await db.insert(userTokens).values({
    userId: values.userId,
    companyId: values.companyId,
    purpose: values.purpose,
    tokenHash: hash,
    email: values.email,
    expiresAt: new Date(Date.now() + values.minutes * 60_000),
  })
  return token
}

// Marks a live token used and returns it; a second use, an expired or an unknown token gives undefined.
export async function spendUserToken(tx: Tx, token: string, purpose: Purpose) {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning()
  return row
}

// Ends every live token of that purpose for the user, e.g. older reset links once a password is set.
export async function spendAllUserTokens(tx: Tx, userId: string, purpose: Purpose) {
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)))
}

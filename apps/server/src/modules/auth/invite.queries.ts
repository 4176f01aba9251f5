import { and, eq, gt, isNull } from 'drizzle-orm'
import { hashLinkToken, newLinkToken } from '../../platform/auth/link-token.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { invites } from './invite.table.ts'

export const inviteDays = 14

type Kind = (typeof invites.$inferInsert)['kind']

// Creates an invite and revokes any earlier live one for the same address and kind.
export async function createInvite(
  tx: Tx | Db,
  values: { companyId: string; kind: Kind; email: string; userId?: string; invitedBy: string },
) {
  await tx
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invites.companyId, values.companyId),
        eq(invites.email, values.email),
        eq(invites.kind, values.kind),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
  const { token, hash } = newLinkToken()
  const [created] = await tx
    .insert(invites)
    .values({ ...values, tokenHash: hash, expiresAt: new Date(Date.now() + inviteDays * 86_400_000) })
    .returning({ id: invites.id })
  return { token, id: created!.id }
}

// An invite taken back before it was accepted: its link no longer signs anyone up.
export async function revokeInvite(tx: Tx, id: string) {
  await tx
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt)))
}

// A live invite by its link token, with the names the landing page shows; runs before sign-in.
export async function findLiveInvite(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ invite: invites, company: companies })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .where(
      and(
        eq(invites.tokenHash, hashLinkToken(token)),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, new Date()),
      ),
    )
  if (!row) return undefined
  const [inviter] = row.invite.invitedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.invite.invitedBy))
    : []
  const [invitee] = row.invite.userId
    ? await db.select().from(users).where(eq(users.id, row.invite.userId))
    : []
  // An admin who deactivates an invited user withdraws the invitation.
  if (row.invite.userId && !invitee?.active) return undefined
  return { ...row, inviter, invitee }
}

export async function markInviteAccepted(tx: Tx, inviteId: string) {
  const accepted = await tx
    .update(invites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt)))
    .returning({ id: invites.id })
  return accepted.length === 1
}

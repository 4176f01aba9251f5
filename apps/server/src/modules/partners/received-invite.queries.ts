import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { partnerInvites } from './partner-invite.table.ts'

const pendingFor = (companyId: string) =>
  and(
    eq(partnerInvites.targetCompanyId, companyId),
    isNull(partnerInvites.acceptedAt),
    isNull(partnerInvites.declinedAt),
    isNull(partnerInvites.revokedAt),
    gt(partnerInvites.expiresAt, sql`now()`),
  )

// Invitations from other companies to this one, still open to accept or decline.
export const listPendingInvitesFor = (tx: Tx, companyId: string) =>
  tx.select().from(partnerInvites).where(pendingFor(companyId)).orderBy(partnerInvites.sentAt)

export async function findPendingInviteFor(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(partnerInvites)
    .where(and(pendingFor(companyId), eq(partnerInvites.id, id)))
  return row
}

// Accepts the invitation only while it is still open; no row back means it no longer was.
export const claimPendingInvite = (tx: Tx, companyId: string, id: string) =>
  tx
    .update(partnerInvites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(partnerInvites.id, id), pendingFor(companyId)))
    .returning({ id: partnerInvites.id })

export async function markInviteDeclined(tx: Tx, id: string) {
  await tx.update(partnerInvites).set({ declinedAt: new Date() }).where(eq(partnerInvites.id, id))
}

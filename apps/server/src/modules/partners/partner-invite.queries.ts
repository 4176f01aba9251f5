import type { PartnerInviteListQuery, PartnerInviteStatus, PartnerRole } from '@scm/contracts'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import { partnerInvites } from './partner-invite.table.ts'

export type PartnerInviteRow = typeof partnerInvites.$inferSelect

// The status is derived from the timestamps, so an invitation expires without anyone writing to it.
export const inviteStatus = sql<PartnerInviteStatus>`case
  when ${partnerInvites.acceptedAt} is not null then 'accepted'
  when ${partnerInvites.declinedAt} is not null then 'declined'
  when ${partnerInvites.revokedAt} is not null then 'revoked'
  when ${partnerInvites.expiresAt} <= now() then 'expired'
  else 'pending' end`

// The company of a user with this address, past row-level security (a security-definer function that
// answers nothing else): an invitation to a company on the platform is accepted in the app.
export async function companyOfEmail(tx: Tx | Db, email: string) {
  const [row] = await rows<{ id: string | null }>(tx, sql`select company_of_email(${email}) as id`)
  return row?.id ?? null
}

const columns = { row: partnerInvites, status: inviteStatus }
const sentBy = (companyId: string, role: PartnerRole) =>
  and(eq(partnerInvites.companyId, companyId), eq(partnerInvites.role, role))

// One page of the invitations the company sent to become its partners in this role, with their status,
// and the capped count of all that match.
export async function findSentInvitePage(
  tx: Tx,
  companyId: string,
  role: PartnerRole,
  query: z.output<typeof PartnerInviteListQuery>,
) {
  const statuses = query.filter?.status ? [query.filter.status].flat() : []
  const where = and(
    sentBy(companyId, role),
    statuses.length ? inArray(inviteStatus, statuses) : undefined,
    query.search
      ? or(
          sql`${partnerInvites.email} ilike ${likePattern(query.search)}`,
          sql`${partnerInvites.name} ilike ${likePattern(query.search)}`,
        )
      : undefined,
  )
  const sortable = { email: partnerInvites.email, sent_at: partnerInvites.sentAt }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(partnerInvites)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${partnerInvites.sentAt} desc`], partnerInvites.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, partnerInvites, where),
  )
  return { rows, total }
}

export async function findSentInvite(tx: Tx, companyId: string, role: PartnerRole, id: string) {
  const [found] = await tx
    .select(columns)
    .from(partnerInvites)
    .where(and(sentBy(companyId, role), eq(partnerInvites.id, id)))
  return found
}

export async function revokePendingInvitesTo(tx: Tx, companyId: string, role: PartnerRole, email: string) {
  await tx
    .update(partnerInvites)
    .set({ revokedAt: new Date() })
    .where(and(sentBy(companyId, role), eq(partnerInvites.email, email), sql`${inviteStatus} = 'pending'`))
}

export type NewPartnerInvite = Pick<
  typeof partnerInvites.$inferInsert,
  | 'companyId'
  | 'role'
  | 'email'
  | 'name'
  | 'companyName'
  | 'inviterName'
  | 'targetCompanyId'
  | 'invitedBy'
  | 'expiresAt'
>

export async function insertPartnerInvite(tx: Tx, values: NewPartnerInvite) {
  const [row] = await tx.insert(partnerInvites).values(values).returning()
  return row!
}

// Ties the invitation to the sign-up link that delivered it (none for a company on the platform).
export async function setInviteLink(tx: Tx, id: string, inviteId: string | null) {
  await tx.update(partnerInvites).set({ inviteId }).where(eq(partnerInvites.id, id))
}

export async function markInviteResent(tx: Tx, id: string, inviteId: string | null, expiresAt: Date) {
  await tx
    .update(partnerInvites)
    .set({ inviteId, sentAt: new Date(), expiresAt })
    .where(eq(partnerInvites.id, id))
}

export async function markInviteRevoked(tx: Tx, id: string) {
  await tx.update(partnerInvites).set({ revokedAt: new Date() }).where(eq(partnerInvites.id, id))
}

// The invitation a sign-up link delivered is accepted by the company that signed up from it.
export async function acceptInviteOfSignUp(tx: Tx, inviteId: string, targetCompanyId: string) {
  const [row] = await tx
    .update(partnerInvites)
    .set({ acceptedAt: new Date(), targetCompanyId })
    .where(eq(partnerInvites.inviteId, inviteId))
    .returning()
  return row
}

export async function findInviteRoleOfSignUp(tx: Tx, inviteId: string) {
  const [row] = await tx
    .select({ role: partnerInvites.role })
    .from(partnerInvites)
    .where(eq(partnerInvites.inviteId, inviteId))
  return row?.role
}

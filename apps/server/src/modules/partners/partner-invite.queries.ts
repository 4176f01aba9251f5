import type { PartnerInvite, PartnerInviteStatus, ReceivedPartnerInvite } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
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

export const toPartnerInvite = (row: PartnerInviteRow, status: PartnerInviteStatus): PartnerInvite => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status,
  on_platform: row.targetCompanyId !== null,
  sent_at: row.sentAt.toISOString(),
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
})

// The invited company sees what it becomes: the inviting company's supplier when invited as one.
export const toReceivedInvite = (row: PartnerInviteRow): ReceivedPartnerInvite => ({
  id: row.id,
  company: row.companyName,
  inviter: row.inviterName,
  role: row.role,
  sent_at: row.sentAt.toISOString(),
})

// The company of a user with this address, past row-level security (a security-definer function that
// answers nothing else): an invitation to a company on the platform is accepted in the app.
export async function companyOfEmail(tx: Tx | Db, email: string) {
  const [row] = await rows<{ id: string | null }>(tx, sql`select company_of_email(${email}) as id`)
  return row?.id ?? null
}

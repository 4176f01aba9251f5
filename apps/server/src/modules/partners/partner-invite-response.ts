import type { PartnerInvite, PartnerInviteStatus, ReceivedPartnerInvite } from '@scm/contracts'
import type { PartnerInviteRow } from './partner-invite.queries.ts'

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

import type { Db, Tx } from '../../platform/db/database.ts'
import { asCompany } from './acting-company.ts'
import { acceptInviteOfSignUp, findInviteRoleOfSignUp } from './partner-invite.queries.ts'
import { type LinkContext, linkCompanies } from './partner-link.ts'

// A company that signed up from a partner invitation's link is linked to the inviting company at once.
export async function linkSignedUpCompany(
  ctx: Omit<LinkContext, 'tx'> & { tx: Tx },
  invite: { id: string; companyId: string; email: string },
  signedUp: { companyId: string; userId: string },
) {
  const { tx } = ctx
  const partnerInvite = await asCompany(tx, invite.companyId, () =>
    acceptInviteOfSignUp(tx, invite.id, signedUp.companyId),
  )
  if (!partnerInvite) return
  const inviter = { companyId: invite.companyId, userId: partnerInvite.invitedBy, email: null }
  const joined = { companyId: signedUp.companyId, userId: signedUp.userId, email: invite.email }
  await linkCompanies(
    ctx,
    partnerInvite.role === 'supplier'
      ? { client: inviter, supplier: joined }
      : { client: joined, supplier: inviter },
  )
}

// What a company signing up from this link becomes to the inviting company, if it is a partner invitation.
export function invitedAs(db: Db, invite: { id: string; companyId: string }) {
  return db.transaction((tx) =>
    asCompany(tx, invite.companyId, async () => (await findInviteRoleOfSignUp(tx, invite.id)) ?? null),
  )
}

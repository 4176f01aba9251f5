import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { toReceivedInvite } from './partner-invite-response.ts'
import { linkCompanies } from './partner-link.ts'
import {
  claimPendingInvite,
  findPendingInviteFor,
  listPendingInvitesFor,
  markInviteDeclined,
} from './received-invite.queries.ts'

// Invitations from other companies to this one, still open to accept or decline.
export async function listReceivedInvites(ctx: RequestContext) {
  const rows = await listPendingInvitesFor(ctx.tx, ctx.companyId)
  return rows.map(toReceivedInvite)
}

async function findReceived(ctx: RequestContext, id: string) {
  const row = await findPendingInviteFor(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

export async function acceptReceivedInvite(ctx: RequestContext, id: string) {
  const invite = await findReceived(ctx, id)
  const claimed = await claimPendingInvite(ctx.tx, ctx.companyId, id)
  if (claimed.length === 0) throw notFound()
  // Each side's `email` is the address the other side keeps: the inviter learns who accepted.
  const inviter = { companyId: invite.companyId, userId: invite.invitedBy, email: null }
  const me = { companyId: ctx.companyId, userId: ctx.userId, email: ctx.principal.email }
  await linkCompanies(
    ctx,
    invite.role === 'supplier' ? { client: inviter, supplier: me } : { client: me, supplier: inviter },
  )
  return messageBody(ctx, 'partners.inviteAccepted')
}

export async function declineReceivedInvite(ctx: RequestContext, id: string) {
  await findReceived(ctx, id)
  await markInviteDeclined(ctx.tx, id)
  return messageBody(ctx, 'partners.inviteDeclined')
}

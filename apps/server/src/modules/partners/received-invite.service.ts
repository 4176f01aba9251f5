import { and, eq } from 'drizzle-orm'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { toReceivedInvite } from './partner-invite.queries.ts'
import { pendingFor } from './partner-invite.service.ts'
import { partnerInvites } from './partner-invite.table.ts'
import { linkCompanies } from './partner-link.ts'

// Invitations from other companies to this one, still open to accept or decline.
export async function listReceivedInvites(ctx: RequestContext) {
  const rows = await ctx.tx
    .select()
    .from(partnerInvites)
    .where(pendingFor(ctx.companyId))
    .orderBy(partnerInvites.sentAt)
  return rows.map(toReceivedInvite)
}

async function findReceived(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(partnerInvites)
    .where(and(pendingFor(ctx.companyId), eq(partnerInvites.id, id)))
  if (!row) throw notFound()
  return row
}

export async function acceptReceivedInvite(ctx: RequestContext, id: string) {
  const invite = await findReceived(ctx, id)
  const claimed = await ctx.tx
    .update(partnerInvites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(partnerInvites.id, id), pendingFor(ctx.companyId)))
    .returning({ id: partnerInvites.id })
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
  await ctx.tx.update(partnerInvites).set({ declinedAt: new Date() }).where(eq(partnerInvites.id, id))
  return messageBody(ctx, 'partners.inviteDeclined')
}

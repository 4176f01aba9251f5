import { recordAudit } from '../../../platform/audit/audit.ts'
import { conflict, notFound } from '../../../platform/errors/app-error.ts'
import { revokeGuestLinks, toGuestLink } from '../../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { invitesOfQuotation } from '../quotation.queries.ts'
import { findOwnQuotation } from '../quotation.service.ts'
import { announceQuotationUpdated } from '../quotation-notices.ts'
import { inviteLinkExpiry, mailInviteLinks, quotationInviteLink } from './quotation-invite-link.ts'
import { isExternal } from './quotation-invite-mail.ts'

// The buyer's quotation and one of its external suppliers that was sent the request: a supplier in
// the app has no link, so it is not found here.
async function externalInvite(ctx: RequestContext, quotationId: string, inviteId: string) {
  const quotation = await findOwnQuotation(ctx, quotationId)
  const invite = (await invitesOfQuotation(ctx.tx, quotationId)).find((row) => row.id === inviteId)
  if (!invite || !isExternal(invite)) throw notFound()
  return { quotation, invite }
}

const audit = (ctx: RequestContext, inviteId: string, action: string, after?: object) =>
  recordAudit(ctx, { entityType: 'quotation-invite', entityId: inviteId, action, after })

// A new link (a lost mail, a new password) replaces the live one, while the supplier may still use
// it: answering until the deadline, negotiating the contract after an award. It expires as the first
// did, 30 days after the deadline; once that has passed there is nothing left to open.
export async function sendInviteLinkAgain(
  ctx: RequestContext,
  quotationId: string,
  inviteId: string,
  password: string | null,
) {
  const { quotation, invite } = await externalInvite(ctx, quotationId, inviteId)
  if (quotation.status !== 'in-progress' && quotation.status !== 'awarded')
    throw conflict('quotations.guestLink.notOpen')
  if (!quotation.deadline || inviteLinkExpiry(quotation.deadline).getTime() <= Date.now())
    throw conflict('quotations.guestLink.expired')
  const [link] = await mailInviteLinks(
    ctx,
    { ...quotation, deadline: quotation.deadline },
    [invite],
    password,
  )
  const sent = toGuestLink(link!)
  await audit(ctx, inviteId, 'guest-link.sent', {
    recipient_email: sent.recipient_email,
    password_required: sent.password_required,
  })
  announceQuotationUpdated(ctx, ctx.companyId, quotation)
  return sent
}

// The link stops working at once; revoking one already dead changes nothing and says the same.
export async function revokeInviteLink(ctx: RequestContext, quotationId: string, inviteId: string) {
  const { quotation } = await externalInvite(ctx, quotationId, inviteId)
  await revokeGuestLinks(ctx.tx, quotationInviteLink, ctx.companyId, inviteId)
  await audit(ctx, inviteId, 'guest-link.revoked')
  announceQuotationUpdated(ctx, ctx.companyId, quotation)
  return messageBody(ctx, 'guest.linkRevoked')
}

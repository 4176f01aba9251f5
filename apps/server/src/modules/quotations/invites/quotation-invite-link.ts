import { pickLocale } from '@scm/contracts'
import { defineGuestLinkKind } from '../../../platform/guest-links/guest-link-kind.ts'
import { mailGuestLink } from '../../../platform/guest-links/guest-link-mail.ts'
import { type GuestLinkRow, moveGuestLinksExpiry } from '../../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findCompanyLocale } from '../../../platform/tenancy/company-lookup.ts'
import { invitesOfQuotation } from '../quotation.queries.ts'

// An external supplier answers its invite by this link (decision 0039). Not single use: the answer is
// saved step by step and may be changed until the deadline.
export const quotationInviteLink = defineGuestLinkKind({
  documentType: 'quotation-invite',
  purpose: 'respond',
  singleUse: false,
  validDays: 30,
})

const day = 86_400_000

// The link outlives the deadline by the kind's 30 days, so that after it the page still opens and says
// the request is closed (the invite's `open`, exact to the day in Stockholm); then it answers as any
// dead link. Counted from midnight UTC: an hour either way does not matter after 30 days.
export const inviteLinkExpiry = (deadline: string) =>
  new Date(Date.parse(deadline) + (1 + quotationInviteLink.validDays) * day)

interface ExternalInvite {
  id: string
  email: string
  // The language the supplier has read its page in, once it has (decision 0043).
  guestLocale?: string | null
}

// Mails each external supplier its link, in the transaction that sends the quotation (or a new link,
// later): the links and their mail commit with it, and the delivery waits for the commit. The first
// mail is in the buyer company's language; a new one in the supplier's, once its page has shown it.
export async function mailInviteLinks(
  ctx: RequestContext,
  quotation: { number: string; name: string; deadline: string },
  invites: ExternalInvite[],
  password: string | null,
) {
  if (invites.length === 0) return []
  const buyerLocale = (await findCompanyLocale(ctx.tx, ctx.companyId))?.locale ?? 'en'
  const links: GuestLinkRow[] = []
  for (const invite of invites)
    links.push(
      await mailGuestLink(ctx, {
        kind: quotationInviteLink,
        companyId: ctx.companyId,
        documentId: invite.id,
        actingCompanyId: null,
        recipientEmail: invite.email,
        createdBy: { id: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
        password,
        expiresAt: inviteLinkExpiry(quotation.deadline),
        locale: pickLocale(invite.guestLocale ?? buyerLocale),
        page: (token) => `/guest/quotation-invites/${token}`,
        subject: 'guest.mail.quotationSubject',
        body: 'guest.mail.quotationBody',
        bodyWithPassword: 'guest.mail.quotationBodyPassword',
        params: {
          buyer: ctx.principal.company,
          number: quotation.number,
          name: quotation.name,
          deadline: quotation.deadline,
        },
      }),
    )
  return links
}

// A deadline moved while suppliers answer moves the external suppliers' links with it: a later one
// keeps them working (one that had expired works again), an earlier one shortens them.
export async function moveInviteLinks(ctx: RequestContext, quotationId: string, deadline: string | null) {
  if (!deadline) return
  const invites = await invitesOfQuotation(ctx.tx, quotationId)
  await moveGuestLinksExpiry(
    ctx.tx,
    quotationInviteLink,
    ctx.companyId,
    invites.flatMap((invite) => (invite.supplierCompanyId ? [] : [invite.id])),
    inviteLinkExpiry(deadline),
  )
}

import { type QuotationUpdated, quotationInviteUpdatedEvent, quotationUpdatedEvent } from '@scm/contracts'
import type { PublicContext } from '../../platform/http/context.ts'

type Announcer = Pick<PublicContext, 'platform' | 'afterCommit'>

// The buyer's open compare pages and lists refetch once a change of the quotation, or of an answer
// to it, has committed; a refused or rolled-back change announces nothing.
export function announceQuotationUpdated(
  ctx: Announcer,
  buyerCompanyId: string,
  quotation: QuotationUpdated,
) {
  const payload = { id: quotation.id, number: quotation.number, status: quotation.status }
  ctx.afterCommit(async () =>
    ctx.platform.realtime.toCompanySync(buyerCompanyId, quotationUpdatedEvent, payload),
  )
}

// The linked suppliers' open invite pages refetch once the buyer's change of what they see has
// committed. An invite not sent yet has no page to refresh; an external supplier's (no company) has
// no channel: it reads the change on its link's page when it loads it.
export function announceInvitesUpdated(
  ctx: Announcer,
  invites: ReadonlyArray<{ id: string; supplierCompanyId: string | null; sentAt: Date | null }>,
) {
  for (const invite of invites) {
    const supplier = invite.supplierCompanyId
    if (!supplier || !invite.sentAt) continue
    ctx.afterCommit(async () =>
      ctx.platform.realtime.toCompanySync(supplier, quotationInviteUpdatedEvent, { id: invite.id }),
    )
  }
}

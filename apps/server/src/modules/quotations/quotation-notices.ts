import { type QuotationUpdated, quotationUpdatedEvent } from '@scm/contracts'
import type { PublicContext } from '../../platform/http/context.ts'

// The buyer's open compare pages and lists refetch once a change of the quotation, or of an answer
// to it, has committed; a refused or rolled-back change announces nothing.
export function announceQuotationUpdated(
  ctx: Pick<PublicContext, 'platform' | 'afterCommit'>,
  buyerCompanyId: string,
  quotation: QuotationUpdated,
) {
  const payload = { id: quotation.id, number: quotation.number, status: quotation.status }
  ctx.afterCommit(async () =>
    ctx.platform.realtime.toCompanySync(buyerCompanyId, quotationUpdatedEvent, payload),
  )
}

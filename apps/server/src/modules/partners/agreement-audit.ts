import { recordAudit } from '../../platform/audit/audit.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type AgreementRow, findAgreement } from './agreement.queries.ts'
import { toAgreement } from './agreement-response.ts'

// Records a change of an agreement with the record before it and as it is now, in the same transaction.
// Who makes a partner change: a request's user, or the user on either side of a partner link.
export type PartnerActor = Pick<RequestContext, 'tx' | 'companyId'> & { userId: string | null }

export async function auditAgreement(
  ctx: PartnerActor,
  id: string,
  action: string,
  before: AgreementRow | null,
) {
  const after = await findAgreement(ctx.tx, ctx.companyId, undefined, id)
  await recordAudit(ctx, {
    entityType: 'agreement',
    entityId: id,
    action,
    before: before ? toAgreement(before) : null,
    after: after ? toAgreement(after) : null,
  })
}

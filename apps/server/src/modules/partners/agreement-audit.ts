import { recordAudit } from '../../platform/audit/audit.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type AgreementRow, findAgreement, toAgreement } from './agreement.queries.ts'

// Records a change of an agreement with the record before it and as it is now, in the same transaction.
export async function auditAgreement(
  ctx: RequestContext,
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

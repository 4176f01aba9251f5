import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { partnerIds } from '../partners/index.ts'

// Prices are agreed with a company the caller trades with, in either direction, and no one else.
export async function assertPartner(
  ctx: RequestContext,
  companyId: string | null,
  field = 'counterparty_company_id',
) {
  if (!companyId) return
  if (!(await partnerIds(ctx.tx, ctx.companyId)).has(companyId))
    throw invalidField(field, 'priceLists.notPartner')
}

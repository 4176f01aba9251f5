import { and, eq, or } from 'drizzle-orm'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { partnerships } from '../partners/partnership.table.ts'

// Prices are agreed with a company the caller trades with, in either direction, and no one else.
export async function assertPartner(
  ctx: RequestContext,
  companyId: string | null,
  field = 'counterparty_company_id',
) {
  if (!companyId) return
  const [row] = await ctx.tx
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(
      or(
        and(eq(partnerships.clientCompanyId, ctx.companyId), eq(partnerships.supplierCompanyId, companyId)),
        and(eq(partnerships.supplierCompanyId, ctx.companyId), eq(partnerships.clientCompanyId, companyId)),
      ),
    )
  if (!row) throw invalidField(field, 'priceLists.notPartner')
}

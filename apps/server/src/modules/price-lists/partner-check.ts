import type { ParamOption } from '@scm/contracts'
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { agreements } from '../partners/agreement.table.ts'
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

// The companies on the platform the caller trades with, by the name in its own agreement: who a
// price list or rule can be for.
export async function tradingPartnerOptions(ctx: RequestContext): Promise<ParamOption[]> {
  const rows = await ctx.tx
    .select({ id: agreements.counterpartyCompanyId, name: agreements.name, code: agreements.internalId })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        isNotNull(agreements.counterpartyCompanyId),
        ne(agreements.status, 'inactive'),
      ),
    )
    .orderBy(sql`lower(${agreements.name})`)
  return rows.flatMap((row) => (row.id ? [{ id: row.id, name: row.name, code: row.code }] : []))
}

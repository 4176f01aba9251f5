import type { ParamOption, PartnerRole } from '@scm/contracts'
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { agreements } from './agreement.table.ts'

// The `suppliers` and `clients` params (spec §7): the company's counterparties that are not inactive,
// by agreement id with the internal id as code. Blocked suppliers are listed: the order form says why
// one cannot be ordered from, and some users may ignore blocks.
export const partnerOptions =
  (role: PartnerRole) =>
  async (ctx: RequestContext): Promise<ParamOption[]> =>
    ctx.tx
      .select({ id: agreements.id, name: agreements.name, code: agreements.internalId })
      .from(agreements)
      .where(
        and(
          eq(agreements.companyId, ctx.companyId),
          eq(agreements.role, role),
          ne(agreements.status, 'inactive'),
        ),
      )
      .orderBy(sql`lower(${agreements.name})`)

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

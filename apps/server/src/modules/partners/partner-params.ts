import type { ParamOption, PartnerRole } from '@scm/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
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

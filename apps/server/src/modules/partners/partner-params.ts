import type { ParamOption, PartnerRole } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { partnerOptionRows, tradingPartnerRows } from './partner-params.queries.ts'

// The `suppliers` and `clients` params (spec §7): the company's counterparties that are not inactive.
export const partnerOptions =
  (role: PartnerRole) =>
  async (ctx: RequestContext): Promise<ParamOption[]> =>
    partnerOptionRows(ctx.tx, ctx.companyId, role)

// The companies on the platform the caller trades with: who a price list or rule can be for.
export const tradingPartnerOptions = (ctx: RequestContext): Promise<ParamOption[]> =>
  tradingPartnerRows(ctx.tx, ctx.companyId)

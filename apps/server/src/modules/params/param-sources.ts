import { masterDataKinds, type ParamName, type ParamOption } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { masterDataOptions } from '../master-data/master-data.service.ts'
import { tradingPartnerOptions } from '../price-lists/partner-check.ts'

type ParamSource = (ctx: RequestContext) => Promise<ParamOption[]>

// Where each shared list comes from. A module that adds a name to paramNames adds its source here.
export const paramSources: Record<ParamName, ParamSource> = {
  ...(Object.fromEntries(
    masterDataKinds.map((kind) => [kind, (ctx: RequestContext) => masterDataOptions(ctx, kind)]),
  ) as Record<(typeof masterDataKinds)[number], ParamSource>),
  'trading-partners': tradingPartnerOptions,
}

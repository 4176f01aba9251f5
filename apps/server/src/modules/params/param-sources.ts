import { masterDataKinds, type ParamName, type ParamOption } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { boxTypeOptions } from '../articles/box-type.service.ts'
import { packingInstructionOptions } from '../articles/packing-instruction.service.ts'
import { activeOptions, companySettingsParamSources } from '../company-settings/param-sources.ts'
import { masterDataOptions } from '../master-data/master-data.service.ts'
import { partnerOptions, tradingPartnerOptions } from '../partners/partner-params.ts'
import { projects } from '../projects/project.table.ts'
import { styleOptions } from '../styles/style-list.service.ts'
import { userOptions } from '../users/user.service.ts'

type ParamSource = (ctx: RequestContext) => Promise<ParamOption[]>

// Where each shared list comes from. A module that adds a name to paramNames adds its source here.
export const paramSources: Record<ParamName, ParamSource> = {
  ...(Object.fromEntries(
    masterDataKinds.map((kind) => [kind, (ctx: RequestContext) => masterDataOptions(ctx, kind)]),
  ) as Record<(typeof masterDataKinds)[number], ParamSource>),
  ...companySettingsParamSources,
  'box-types': boxTypeOptions,
  'packing-instructions': packingInstructionOptions,
  styles: styleOptions,
  projects: activeOptions(projects, projects.name, projects.code),
  suppliers: partnerOptions('supplier'),
  clients: partnerOptions('client'),
  'trading-partners': tradingPartnerOptions,
  users: async (ctx) => (await userOptions(ctx)).map(({ id, name }) => ({ id, name, code: null })),
}

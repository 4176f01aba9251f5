import { companyEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getOwnCompany, updateOwnCompany } from './company.service.ts'

export const companyRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, companyEndpoints.get, (_, ctx) => getOwnCompany(ctx))
  route(app, platform, companyEndpoints.update, ({ body }, ctx) => updateOwnCompany(ctx, body))
}

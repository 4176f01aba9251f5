import { auditEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getAudit, listAudits } from './audit.service.ts'

export const auditRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, auditEndpoints.list, ({ query }, ctx) => listAudits(ctx, query))
  route(app, platform, auditEndpoints.get, ({ params }, ctx) => getAudit(ctx, params.id))
}

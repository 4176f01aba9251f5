import { referenceEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { listReferences } from './reference.service.ts'

export const referenceRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, referenceEndpoints.list, ({ query }, ctx) => listReferences(ctx, query))
}

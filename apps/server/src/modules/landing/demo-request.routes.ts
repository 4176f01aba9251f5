import { demoRequestEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { requestDemo } from './demo-request.service.ts'

export const demoRequestRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, demoRequestEndpoints.create, ({ body }, ctx) => requestDemo(ctx, body), {
    rateLimit: { max: 5, timeWindow: '1 hour' },
  })
}

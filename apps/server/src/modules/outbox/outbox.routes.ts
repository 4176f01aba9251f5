import { outboxEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getOutboxMail, listOutbox } from './outbox.service.ts'

export const outboxRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, outboxEndpoints.list, ({ query }, ctx) => listOutbox(ctx, query))
  route(app, platform, outboxEndpoints.get, ({ params }, ctx) => getOutboxMail(ctx, params.id))
}

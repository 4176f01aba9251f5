import { queueLogEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getQueueLog, listQueueLogs } from './queue-log.service.ts'

export const queueLogRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, queueLogEndpoints.list, ({ query }, ctx) => listQueueLogs(ctx, query))
  route(app, platform, queueLogEndpoints.get, ({ params }, ctx) => getQueueLog(ctx, params.id))
}

import { deviationReportEndpoints as endpoints } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  commandDeviationReport,
  createDeviationReport,
  decideDeviationReport,
  getDeviationOptions,
  getDeviationReport,
  listDeviationReports,
} from './deviation-report.service.ts'

export const deviationReportRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, endpoints.list, ({ params }, ctx) => listDeviationReports(ctx, params.id))
  route(app, platform, endpoints.get, ({ params }, ctx) =>
    getDeviationReport(ctx, params.id, params.deviationId),
  )
  route(app, platform, endpoints.create, ({ params, body }, ctx) =>
    createDeviationReport(ctx, params.id, body),
  )
  route(app, platform, endpoints.decide, ({ params, body }, ctx) =>
    decideDeviationReport(ctx, params.id, params.deviationId, body),
  )
  route(app, platform, endpoints.command, ({ params, body }, ctx) =>
    commandDeviationReport(ctx, params.id, params.deviationId, body),
  )
  route(app, platform, endpoints.options, ({ params }, ctx) => getDeviationOptions(ctx, params.id))
}

import { masterDataEndpoints, masterDataKinds } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createMasterData,
  deleteMasterData,
  getMasterData,
  listMasterData,
  updateMasterData,
} from './master-data.service.ts'

// The same five endpoints for each kind, each behind the kind's own admin permission.
export const masterDataRoutes: ModuleRoutes = (app, platform) => {
  for (const kind of masterDataKinds) {
    const endpoints = masterDataEndpoints(kind)
    route(app, platform, endpoints.list, ({ query }, ctx) => listMasterData(ctx, kind, query))
    route(app, platform, endpoints.get, ({ params }, ctx) => getMasterData(ctx, kind, params.id))
    route(app, platform, endpoints.create, ({ body }, ctx) => createMasterData(ctx, kind, body))
    route(app, platform, endpoints.update, ({ params, body }, ctx) =>
      updateMasterData(ctx, kind, params.id, body),
    )
    route(app, platform, endpoints.remove, ({ params }, ctx) => deleteMasterData(ctx, kind, params.id))
  }
}

import { stockCountEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  cancelStockCount,
  completeStockCount,
  createStockCount,
  getStockCount,
  listStockCountRows,
  listStockCounts,
  saveStockCountRows,
} from './stock-count.service.ts'
import { importStockCount } from './stock-count-import.ts'

export const stockCountRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listStockCounts(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getStockCount(ctx, params.id))
  route(app, platform, e.rows, ({ params, query }, ctx) => listStockCountRows(ctx, params.id, query))
  route(app, platform, e.create, ({ body }, ctx) => createStockCount(ctx, body))
  route(app, platform, e.saveRows, ({ params, body }, ctx) => saveStockCountRows(ctx, params.id, body))
  route(app, platform, e.import, ({ params, body }, ctx) => importStockCount(ctx, params.id, body))
  route(app, platform, e.complete, ({ params, body }, ctx) => completeStockCount(ctx, params.id, body))
  route(app, platform, e.cancel, ({ params, body }, ctx) => cancelStockCount(ctx, params.id, body))
}

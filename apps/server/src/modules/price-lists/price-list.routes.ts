import { priceListEndpoints as e } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  updatePriceList,
} from './price-list.service.ts'
import { actOnPriceList } from './price-list-actions.service.ts'
import { importPriceListLines } from './price-list-import.service.ts'
import { applyIndexing, previewIndexing } from './price-list-indexing.service.ts'
import { addLine, listLines, removeLine, updateLine } from './price-list-lines.service.ts'
import { listPriceListOrders } from './price-list-orders.service.ts'

export const priceListRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listPriceLists(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getPriceList(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createPriceList(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updatePriceList(ctx, params.id, body))
  route(app, platform, e.remove, ({ params }, ctx) => deletePriceList(ctx, params.id))
  for (const action of ['publish', 'approve', 'reject'] as const)
    route(app, platform, e[action], ({ params, body }, ctx) =>
      actOnPriceList(ctx, params.id, action, body.version),
    )
  route(app, platform, e.lines, ({ params, query }, ctx) => listLines(ctx, params.id, query))
  route(app, platform, e.orders, ({ params, query }, ctx) => listPriceListOrders(ctx, params.id, query))
  route(app, platform, e.addLine, ({ params, body }, ctx) => addLine(ctx, params.id, body))
  route(app, platform, e.updateLine, ({ params, body }, ctx) =>
    updateLine(ctx, params.id, params.lineId, body),
  )
  route(app, platform, e.removeLine, ({ params }, ctx) => removeLine(ctx, params.id, params.lineId))
  route(app, platform, e.previewIndexing, ({ params, body }, ctx) => previewIndexing(ctx, params.id, body))
  route(app, platform, e.applyIndexing, ({ params, body }, ctx) => applyIndexing(ctx, params.id, body))
  route(app, platform, e.importLines, ({ params, body }, ctx) =>
    importPriceListLines(ctx, params.id, body.csv),
  )
}

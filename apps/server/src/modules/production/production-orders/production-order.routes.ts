import { productionOrderEndpoints as p } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  createProductionOrder,
  deleteProductionOrder,
  getProductionOrder,
  listProductionOrders,
  productionArticles,
  takeProductionOrderAction,
  updateProductionOrder,
} from './production-order.service.ts'
import { generateReceipt } from './production-order-receipt.service.ts'

export const productionOrderRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, p.list, ({ query }, ctx) => listProductionOrders(ctx, query))
  route(app, platform, p.articles, (_, ctx) => productionArticles(ctx))
  route(app, platform, p.get, ({ params }, ctx) => getProductionOrder(ctx, params.id))
  route(app, platform, p.create, ({ body }, ctx) => createProductionOrder(ctx, body))
  route(app, platform, p.update, ({ params, body }, ctx) => updateProductionOrder(ctx, params.id, body))
  for (const action of ['post', 'release', 'close'] as const)
    route(app, platform, p[action], ({ params, body }, ctx) =>
      takeProductionOrderAction(ctx, params.id, action, body.version),
    )
  route(app, platform, p.receive, ({ params, body }, ctx) => generateReceipt(ctx, params.id, body))
  route(app, platform, p.remove, ({ params }, ctx) => deleteProductionOrder(ctx, params.id))
}

import { orderEndpoints as e, orderAuthorizationRuleEndpoints, orderImportEndpoints } from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { importOrders } from './import/order-import.service.ts'
import { createOrder, deleteOrder, getOrder, updateOrder } from './order.service.ts'
import { actOnOrder } from './order-actions.service.ts'
import { orderAuthorizationRuleService } from './order-authorization-rule.service.ts'
import { addOrderComment, listAllOrderComments, listOrderComments } from './order-comment.service.ts'
import { orderDefaults } from './order-defaults.service.ts'
import { proposeEta } from './order-eta.service.ts'
import { listOrderHistory } from './order-history.service.ts'
import { listOrders } from './order-list.service.ts'
import { setDeliveryReadiness, shipDelivery } from './order-shipment.service.ts'

// A whole order is saved in one body: 20 000 lines with their ids, marks and texts run to megabytes.
const big = { bodyLimit: 16 * 1024 * 1024 }

export const orderRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, orderImportEndpoints.upload, ({ body }, ctx) => importOrders(ctx, body))
  route(app, platform, e.list, ({ query }, ctx) => listOrders(ctx, query))
  route(app, platform, e.defaults, ({ query }, ctx) => orderDefaults(ctx, query))
  route(app, platform, e.etaProposal, ({ body }, ctx) => proposeEta(ctx, body))
  route(app, platform, e.get, ({ params }, ctx) => getOrder(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createOrder(ctx, body), big)
  route(app, platform, e.update, ({ params, body }, ctx) => updateOrder(ctx, params.id, body), big)
  route(app, platform, e.remove, ({ params }, ctx) => deleteOrder(ctx, params.id))
  route(app, platform, e.act, ({ params, body }, ctx) => actOnOrder(ctx, params.id, body))
  route(app, platform, e.ship, ({ params, body }, ctx) =>
    shipDelivery(ctx, params.id, params.deliveryId, body),
  )
  route(app, platform, e.readiness, ({ params, body }, ctx) =>
    setDeliveryReadiness(ctx, params.id, params.deliveryId, body),
  )
  route(app, platform, e.history, ({ params }, ctx) => listOrderHistory(ctx, params.id))
  route(app, platform, e.comments, ({ params }, ctx) => listOrderComments(ctx, params.id))
  route(app, platform, e.addComment, ({ params, body }, ctx) => addOrderComment(ctx, params.id, body))
  route(app, platform, e.allComments, ({ query }, ctx) => listAllOrderComments(ctx, query))
  crudRoutes(app, platform, orderAuthorizationRuleEndpoints, orderAuthorizationRuleService)
}

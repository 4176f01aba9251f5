import { salesOrderEndpoints as s } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createSalesOrder,
  getSalesOrder,
  listSalesOrders,
  salesOrderCustomers,
  salesOrderSuppliers,
  saveSalesOrderLines,
  updateSalesOrder,
} from './sales-order.service.ts'
import { createPurchaseOrderFrom, takeSalesOrderAction } from './sales-order-actions.service.ts'
import { createProductionOrdersFrom } from './sales-production-orders.service.ts'

export const salesOrderRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, s.list, ({ query }, ctx) => listSalesOrders(ctx, query))
  route(app, platform, s.customers, (_, ctx) => salesOrderCustomers(ctx))
  route(app, platform, s.suppliers, (_, ctx) => salesOrderSuppliers(ctx))
  route(app, platform, s.get, ({ params }, ctx) => getSalesOrder(ctx, params.id))
  route(app, platform, s.create, ({ body }, ctx) => createSalesOrder(ctx, body))
  route(app, platform, s.update, ({ params, body }, ctx) => updateSalesOrder(ctx, params.id, body))
  route(app, platform, s.saveLines, ({ params, body }, ctx) => saveSalesOrderLines(ctx, params.id, body))
  for (const action of ['accept', 'decline', 'cancel', 'dispatch'] as const)
    route(app, platform, s[action], ({ params, body }, ctx) =>
      takeSalesOrderAction(ctx, params.id, action, body.version),
    )
  route(app, platform, s.createPurchaseOrder, ({ params, body }, ctx) =>
    createPurchaseOrderFrom(ctx, params.id, body.version),
  )
  route(app, platform, s.createProductionOrders, ({ params, body }, ctx) =>
    createProductionOrdersFrom(ctx, params.id, body.version),
  )
}

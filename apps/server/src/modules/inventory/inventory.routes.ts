import { inventoryEndpoints as e } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getStockLedger, listInventory } from './inventory.service.ts'

export const inventoryRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listInventory(ctx, query))
  route(app, platform, e.ledger, ({ params, query }, ctx) =>
    getStockLedger(ctx, params.article_id, params.warehouse_id, query),
  )
}

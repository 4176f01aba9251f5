import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { consumablesPostingRoutes } from './consumables/consumables-posting.routes.ts'
import { goodsReceiptRoutes } from './goods-receipts/goods-receipt.routes.ts'
import { inventoryRoutes } from './inventory.routes.ts'
import { seedInventory } from './inventory.seed.ts'
import { stockCountRoutes } from './stock-counts/stock-count.routes.ts'
import { stockCountCompleteJob } from './stock-counts/stock-count-complete.job.ts'
import { inventoryTransactionRoutes } from './transactions/inventory-transaction.routes.ts'

export const inventoryModule: ModuleManifest = {
  name: 'inventory',
  routes: [
    inventoryRoutes,
    goodsReceiptRoutes,
    inventoryTransactionRoutes,
    stockCountRoutes,
    consumablesPostingRoutes,
  ],
  jobs: (platform) => [stockCountCompleteJob(platform) as never],
  seed: seedInventory,
}

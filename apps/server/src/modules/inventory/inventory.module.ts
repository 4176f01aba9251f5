import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { goodsReceiptRoutes } from './goods-receipts/goods-receipt.routes.ts'
import { inventoryRoutes } from './inventory.routes.ts'
import { seedInventory } from './inventory.seed.ts'
import { inventoryTransactionRoutes } from './transactions/inventory-transaction.routes.ts'

export const inventoryModule: ModuleManifest = {
  name: 'inventory',
  routes: [inventoryRoutes, goodsReceiptRoutes, inventoryTransactionRoutes],
  seed: seedInventory,
}

import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { inventoryRoutes } from './inventory.routes.ts'
import { seedInventory } from './inventory.seed.ts'
import { stockCountRoutes } from './stock-counts/stock-count.routes.ts'
import { stockCountCompleteJob } from './stock-counts/stock-count-complete.job.ts'

export const inventoryModule: ModuleManifest = {
  name: 'inventory',
  routes: [inventoryRoutes, stockCountRoutes],
  jobs: (platform) => [stockCountCompleteJob(platform) as never],
  seed: seedInventory,
}

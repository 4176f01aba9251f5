import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { seedSales } from './sales.seed.ts'
import { salesOrderRoutes } from './sales-order.routes.ts'

export const salesModule: ModuleManifest = {
  name: 'sales',
  routes: [salesOrderRoutes],
  seed: seedSales,
}

import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { milestoneTypeOptions } from './milestone-type.queries.ts'
import { productionRoutes } from './production.routes.ts'
import { seedProduction } from './production.seed.ts'
import { productionOrderRoutes } from './production-orders/production-order.routes.ts'

export const productionModule: ModuleManifest = {
  name: 'production',
  routes: [productionRoutes, productionOrderRoutes],
  params: { 'milestone-types': milestoneTypeOptions },
  seed: seedProduction,
}

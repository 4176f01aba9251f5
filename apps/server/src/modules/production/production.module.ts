import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { milestoneTypeOptions } from './milestone-type.queries.ts'
import { productionRoutes } from './production.routes.ts'
import { seedProduction } from './production.seed.ts'

export const productionModule: ModuleManifest = {
  name: 'production',
  routes: [productionRoutes],
  params: { 'milestone-types': milestoneTypeOptions },
  seed: seedProduction,
}

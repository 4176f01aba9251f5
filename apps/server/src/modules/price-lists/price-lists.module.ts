import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { priceListRoutes } from './price-list.routes.ts'
import { priceRuleRoutes } from './price-rule.routes.ts'

export const priceListsModule: ModuleManifest = {
  name: 'price-lists',
  routes: [priceListRoutes, priceRuleRoutes],
}

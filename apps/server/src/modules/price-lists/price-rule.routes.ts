import { priceRuleEndpoints as e } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { resolvePrices } from './price-resolution.service.ts'
import {
  createPriceRule,
  deletePriceRule,
  getPriceRule,
  listPriceRules,
  updatePriceRule,
} from './price-rule.service.ts'

export const priceRuleRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listPriceRules(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getPriceRule(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createPriceRule(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updatePriceRule(ctx, params.id, body))
  route(app, platform, e.remove, ({ params }, ctx) => deletePriceRule(ctx, params.id))
  route(app, platform, e.resolve, ({ body }, ctx) => resolvePrices(ctx, body))
}

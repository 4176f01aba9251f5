import { forecastEndpoints as f } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createForecast,
  deleteForecast,
  forecastSuppliers,
  getForecast,
  listForecasts,
  restoreForecast,
  updateForecast,
} from './forecast.service.ts'

export const forecastRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, f.list, ({ query }, ctx) => listForecasts(ctx, query))
  route(app, platform, f.suppliers, (_, ctx) => forecastSuppliers(ctx))
  route(app, platform, f.get, ({ params }, ctx) => getForecast(ctx, params.id))
  route(app, platform, f.create, ({ body }, ctx) => createForecast(ctx, body))
  route(app, platform, f.update, ({ params, body }, ctx) => updateForecast(ctx, params.id, body))
  route(app, platform, f.remove, ({ params }, ctx) => deleteForecast(ctx, params.id))
  route(app, platform, f.restore, ({ params }, ctx) => restoreForecast(ctx, params.id))
}

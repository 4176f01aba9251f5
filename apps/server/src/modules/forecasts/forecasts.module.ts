import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { forecastRoutes } from './forecast.routes.ts'
import { seedForecasts } from './forecasts.seed.ts'

export const forecastsModule: ModuleManifest = {
  name: 'forecasts',
  routes: [forecastRoutes],
  seed: seedForecasts,
}

import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { companyListRoutes } from './company-lists.routes.ts'
import { seedCompanySettings } from './company-settings.seed.ts'
import { companySettingsParamSources } from './param-sources.queries.ts'
import { companySettingsRoutes } from './settings.routes.ts'

export const companySettingsModule: ModuleManifest = {
  name: 'company-settings',
  routes: [companyListRoutes, companySettingsRoutes],
  params: companySettingsParamSources,
  seed: seedCompanySettings,
}

import { exportSettingsEndpoints, platformSettingsEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { getExportSettings, updateExportSettings } from './export-settings.service.ts'
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.service.ts'

export const companySettingsRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, platformSettingsEndpoints.get, (_, ctx) => getPlatformSettings(ctx))
  route(app, platform, platformSettingsEndpoints.update, ({ body }, ctx) => updatePlatformSettings(ctx, body))
  route(app, platform, exportSettingsEndpoints.get, (_, ctx) => getExportSettings(ctx))
  route(app, platform, exportSettingsEndpoints.update, ({ body }, ctx) => updateExportSettings(ctx, body))
}

import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { accountRoutes } from './account.routes.ts'

export const accountModule: ModuleManifest = { name: 'account', routes: [accountRoutes] }

import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { paramRoutes } from './param.routes.ts'

export const paramsModule: ModuleManifest = { name: 'params', routes: [paramRoutes] }

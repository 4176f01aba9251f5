import type { ModuleManifest } from '../../platform/modules/module-manifest.ts'
import { paramRoutes } from './param.routes.ts'

export const paramsModule: ModuleManifest = { name: 'params', routes: [paramRoutes] }

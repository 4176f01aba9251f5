import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { roleRoutes } from './role.routes.ts'

export const rolesModule: ModuleManifest = { name: 'roles', routes: [roleRoutes] }

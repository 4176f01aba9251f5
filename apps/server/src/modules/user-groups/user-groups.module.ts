import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { userGroupRoutes } from './user-group.routes.ts'

export const userGroupsModule: ModuleManifest = { name: 'user-groups', routes: [userGroupRoutes] }

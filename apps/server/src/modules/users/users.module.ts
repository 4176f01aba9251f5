import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { userRoutes } from './user.routes.ts'
import { userOptions } from './user.service.ts'

export const usersModule: ModuleManifest = {
  name: 'users',
  routes: [userRoutes],
  params: {
    users: async (ctx) => (await userOptions(ctx)).map(({ id, name }) => ({ id, name, code: null })),
  },
}

import { roleEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { createRole, deleteRole, getRole, listRoles, roleOptions, updateRole } from './role.service.ts'

export const roleRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, roleEndpoints.list, ({ query }, ctx) => listRoles(ctx, query))
  route(app, platform, roleEndpoints.options, (_, ctx) => roleOptions(ctx))
  route(app, platform, roleEndpoints.get, ({ params }, ctx) => getRole(ctx, params.id))
  route(app, platform, roleEndpoints.create, ({ body }, ctx) => createRole(ctx, body))
  route(app, platform, roleEndpoints.update, ({ params, body }, ctx) => updateRole(ctx, params.id, body))
  route(app, platform, roleEndpoints.remove, ({ params }, ctx) => deleteRole(ctx, params.id))
}

import { userGroupEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createUserGroup,
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  updateUserGroup,
  userGroupOptions,
} from './user-group.service.ts'

export const userGroupRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, userGroupEndpoints.list, ({ query }, ctx) => listUserGroups(ctx, query))
  route(app, platform, userGroupEndpoints.options, (_, ctx) => userGroupOptions(ctx))
  route(app, platform, userGroupEndpoints.get, ({ params }, ctx) => getUserGroup(ctx, params.id))
  route(app, platform, userGroupEndpoints.create, ({ body }, ctx) => createUserGroup(ctx, body))
  route(app, platform, userGroupEndpoints.update, ({ params, body }, ctx) =>
    updateUserGroup(ctx, params.id, body),
  )
  route(app, platform, userGroupEndpoints.remove, ({ params }, ctx) => deleteUserGroup(ctx, params.id))
}

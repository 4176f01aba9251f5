import { userEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  getUser,
  inviteUser,
  listUsers,
  resendInvite,
  setUserActive,
  updateUser,
  userOptions,
} from './user.service.ts'

export const userRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, userEndpoints.list, ({ query }, ctx) => listUsers(ctx, query))
  route(app, platform, userEndpoints.options, (_, ctx) => userOptions(ctx))
  route(app, platform, userEndpoints.get, ({ params }, ctx) => getUser(ctx, params.id))
  route(app, platform, userEndpoints.invite, ({ body }, ctx) => inviteUser(ctx, body))
  route(app, platform, userEndpoints.update, ({ params, body }, ctx) => updateUser(ctx, params.id, body))
  route(app, platform, userEndpoints.deactivate, ({ params }, ctx) => setUserActive(ctx, params.id, false))
  route(app, platform, userEndpoints.activate, ({ params }, ctx) => setUserActive(ctx, params.id, true))
  route(app, platform, userEndpoints.resendInvite, ({ params }, ctx) => resendInvite(ctx, params.id))
}

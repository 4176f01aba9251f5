import { accountEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { changeEmail, changePassword, getAccount, updateAccount } from './account.service.ts'

export const accountRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, accountEndpoints.get, (_, ctx) => getAccount(ctx))
  route(app, platform, accountEndpoints.update, ({ body }, ctx) => updateAccount(ctx, body))
  route(app, platform, accountEndpoints.changePassword, ({ body }, ctx) => changePassword(ctx, body))
  route(app, platform, accountEndpoints.changeEmail, ({ body }, ctx) => changeEmail(ctx, body))
}

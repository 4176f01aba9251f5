import { authEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { currentUser, login, logout, ping, refresh, setLocale } from './auth.service.ts'
import { verifyEmail } from './email-verification.service.ts'
import { acceptInvite, getInvite, signUp } from './invite.service.ts'
import { requestPasswordReset, resetPassword } from './password-reset.service.ts'

// Links sent by e-mail are few per person: a tight limit per address stops mail bombing and guessing.
const linkLimit = { max: 10, timeWindow: '15 minutes' }

export const authRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, authEndpoints.login, ({ body }, ctx) => login(ctx, body))
  route(app, platform, authEndpoints.refresh, (_, ctx) => refresh(ctx))
  route(app, platform, authEndpoints.logout, (_, ctx) => logout(ctx))
  route(app, platform, authEndpoints.user, (_, ctx) => currentUser(ctx))
  route(app, platform, authEndpoints.ping, (_, ctx) => ping(ctx))
  route(app, platform, authEndpoints.locale, ({ body }, ctx) => setLocale(ctx, body.locale))
  route(
    app,
    platform,
    authEndpoints.forgotPassword,
    ({ body }, ctx) => requestPasswordReset(ctx, body.email),
    { rateLimit: linkLimit },
  )
  route(app, platform, authEndpoints.resetPassword, ({ body }, ctx) => resetPassword(ctx, body), {
    rateLimit: linkLimit,
  })
  route(app, platform, authEndpoints.verifyEmail, ({ params }, ctx) => verifyEmail(ctx, params.token), {
    rateLimit: linkLimit,
  })
  route(app, platform, authEndpoints.invite, ({ params }, ctx) => getInvite(ctx, params.hash), {
    rateLimit: linkLimit,
  })
  route(
    app,
    platform,
    authEndpoints.acceptInvite,
    ({ params, body }, ctx) => acceptInvite(ctx, params.hash, body),
    { rateLimit: linkLimit },
  )
  route(app, platform, authEndpoints.signUp, ({ params, body }, ctx) => signUp(ctx, params.hash, body), {
    rateLimit: linkLimit,
  })
}

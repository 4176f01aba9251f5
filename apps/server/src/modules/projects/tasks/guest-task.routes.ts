import { guestTaskEndpoints as guest, taskGuestLinkEndpoints as links } from '@scm/contracts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  commentGuestTask,
  getGuestTask,
  revokeTaskGuestLink,
  sendTaskGuestLink,
  updateGuestTask,
} from './guest-task.service.ts'

const limited = { rateLimit: guestRateLimit }

export const guestTaskRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, links.send, ({ params, body }, ctx) => sendTaskGuestLink(ctx, params.id, body))
  route(app, platform, links.revoke, ({ params }, ctx) => revokeTaskGuestLink(ctx, params.id, params.linkId))
  route(app, platform, guest.get, ({ params }, ctx) => getGuestTask(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.update,
    ({ params, body }, ctx) => updateGuestTask(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.comment,
    ({ params, body }, ctx) => commentGuestTask(ctx, params.token, body),
    limited,
  )
}

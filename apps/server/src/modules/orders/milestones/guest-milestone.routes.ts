import { guestMilestoneEndpoints as guest, milestoneGuestLinkEndpoints } from '@scm/contracts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  commentGuestMilestone,
  getGuestMilestone,
  sendMilestoneGuestLink,
  updateGuestMilestone,
} from './guest-milestone.service.ts'

const limited = { rateLimit: guestRateLimit }

export const guestMilestoneRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, milestoneGuestLinkEndpoints.send, ({ params, body }, ctx) =>
    sendMilestoneGuestLink(ctx, params.id, params.milestoneId, body),
  )
  route(app, platform, guest.get, ({ params }, ctx) => getGuestMilestone(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.update,
    ({ params, body }, ctx) => updateGuestMilestone(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.comment,
    ({ params, body }, ctx) => commentGuestMilestone(ctx, params.token, body),
    limited,
  )
}

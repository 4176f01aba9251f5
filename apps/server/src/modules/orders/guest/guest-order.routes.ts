import { guestOrderEndpoints as guest, orderGuestLinkEndpoints as links } from '@scm/contracts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { decideGuestDeviation, getGuestDeviation } from './guest-deviation.service.ts'
import {
  listOrderGuestLinks,
  revokeOrderGuestLink,
  sendOrderGuestLinkAgain,
} from './guest-link-admin.service.ts'
import { confirmGuestOrder, getGuestOrder, proposeGuestOrder } from './guest-order.service.ts'

const limited = { rateLimit: guestRateLimit }

export const guestOrderRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, guest.get, ({ params }, ctx) => getGuestOrder(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.confirm,
    ({ params, body }, ctx) => confirmGuestOrder(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.propose,
    ({ params, body }, ctx) => proposeGuestOrder(ctx, params.token, body),
    limited,
  )
  route(app, platform, guest.deviation, ({ params }, ctx) => getGuestDeviation(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.decideDeviation,
    ({ params, body }, ctx) => decideGuestDeviation(ctx, params.token, body),
    limited,
  )
  route(app, platform, links.list, ({ params }, ctx) => listOrderGuestLinks(ctx, params.id))
  route(app, platform, links.send, ({ params, body }, ctx) => sendOrderGuestLinkAgain(ctx, params.id, body))
  route(app, platform, links.revoke, ({ params }, ctx) => revokeOrderGuestLink(ctx, params.id, params.linkId))
}

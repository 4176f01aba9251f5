import {
  guestInviteDeviationEndpoints as guest,
  inviteDeviationEndpoints,
  quotationDeviationEndpoints,
} from '@scm/contracts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { signedInAuthor } from '../invites/quotation-invite.service.ts'
import { asInviteGuestAuthor } from '../invites/quotation-invite-guest.service.ts'
import { commandQuotationDeviation, decideQuotationDeviation } from './decide-deviation.ts'
import { proposeDeviation, withdrawDeviation } from './propose-deviation.ts'
import { inviteDeviations, listQuotationDeviations } from './quotation-deviation-reads.ts'

const limited = { rateLimit: guestRateLimit }

export const quotationDeviationRoutes: ModuleRoutes = (app, platform) => {
  const b = quotationDeviationEndpoints
  route(app, platform, b.list, ({ params }, ctx) => listQuotationDeviations(ctx, params.id))
  route(app, platform, b.decide, ({ params, body }, ctx) =>
    decideQuotationDeviation(ctx, params.id, params.deviationId, body),
  )
  route(app, platform, b.command, ({ params, body }, ctx) =>
    commandQuotationDeviation(ctx, params.id, params.deviationId, body),
  )
  const s = inviteDeviationEndpoints
  route(app, platform, s.list, ({ params }, ctx) => inviteDeviations(signedInAuthor(ctx), params.id))
  route(app, platform, s.create, ({ params, body }, ctx) =>
    proposeDeviation(signedInAuthor(ctx), params.id, body),
  )
  route(app, platform, s.command, ({ params, body }, ctx) =>
    withdrawDeviation(signedInAuthor(ctx), params.id, params.deviationId, body),
  )
  route(
    app,
    platform,
    guest.list,
    ({ params }, ctx) => asInviteGuestAuthor(ctx, params.token, (actor, id) => inviteDeviations(actor, id)),
    limited,
  )
  route(
    app,
    platform,
    guest.create,
    ({ params, body }, ctx) =>
      asInviteGuestAuthor(ctx, params.token, (actor, id) => proposeDeviation(actor, id, body)),
    limited,
  )
  route(
    app,
    platform,
    guest.command,
    ({ params, body }, ctx) =>
      asInviteGuestAuthor(ctx, params.token, (actor, id) =>
        withdrawDeviation(actor, id, params.deviationId, body),
      ),
    limited,
  )
}

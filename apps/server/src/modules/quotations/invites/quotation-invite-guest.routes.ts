import { guestQuotationInviteEndpoints as guest } from '@scm/contracts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  getGuestInvite,
  guestAnswerFile,
  guestAnswerFileOwner,
  guestInviteFile,
  saveGuestResponse,
  sendGuestResponse,
  uploadGuestAnswerFile,
} from './quotation-invite-guest.service.ts'

const limited = { rateLimit: guestRateLimit }

export const quotationInviteGuestRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, guest.get, ({ params }, ctx) => getGuestInvite(ctx, params.token), limited)
  route(
    app,
    platform,
    guest.downloadFile,
    ({ params }, ctx) => guestInviteFile(ctx, params.token, params.versionId),
    limited,
  )
  route(
    app,
    platform,
    guest.uploadAnswerFile,
    ({ params, body }, ctx) => uploadGuestAnswerFile(ctx, params.token, params.criterionId, body),
    {
      ...limited,
      uploadOwner: ({ params }, ctx) => guestAnswerFileOwner(ctx, params.token, params.criterionId),
    },
  )
  route(
    app,
    platform,
    guest.downloadAnswerFile,
    ({ params }, ctx) => guestAnswerFile(ctx, params.token, params.fileId),
    limited,
  )
  route(
    app,
    platform,
    guest.saveResponse,
    ({ params, body }, ctx) => saveGuestResponse(ctx, params.token, body),
    limited,
  )
  route(
    app,
    platform,
    guest.sendResponse,
    ({ params, body }, ctx) => sendGuestResponse(ctx, params.token, body.version),
    limited,
  )
}

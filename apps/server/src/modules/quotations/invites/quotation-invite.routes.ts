import { quotationInviteEndpoints } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { invitedFile } from '../quotation-library-files.ts'
import { ownAnswerFile, uploadAnswerFile } from './answer-file.service.ts'
import {
  getInvite,
  listInvites,
  saveResponse,
  sendResponse,
  supplierActor,
} from './quotation-invite.service.ts'

export const quotationInviteRoutes: ModuleRoutes = (app, platform) => {
  const e = quotationInviteEndpoints
  route(app, platform, e.list, ({ query }, ctx) => listInvites(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getInvite(supplierActor(ctx), params.id))
  route(app, platform, e.downloadFile, ({ params }, ctx) =>
    invitedFile(supplierActor(ctx), params.id, params.versionId),
  )
  route(app, platform, e.uploadAnswerFile, ({ params, body }, ctx) =>
    uploadAnswerFile(supplierActor(ctx), params.id, params.criterionId, body),
  )
  route(app, platform, e.downloadAnswerFile, ({ params }, ctx) =>
    ownAnswerFile(supplierActor(ctx), params.id, params.fileId),
  )
  route(app, platform, e.saveResponse, ({ params, body }, ctx) =>
    saveResponse(supplierActor(ctx), params.id, body),
  )
  route(app, platform, e.sendResponse, ({ params, body }, ctx) =>
    sendResponse(supplierActor(ctx), params.id, body.version),
  )
}

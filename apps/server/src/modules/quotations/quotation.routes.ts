import { quotationEndpoints, quotationGuestLinkEndpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { sentAnswerFile } from './invites/answer-file.service.ts'
import { revokeInviteLink, sendInviteLinkAgain } from './invites/quotation-invite-link-admin.service.ts'
import { createQuotation, getQuotation, listQuotations, removeQuotation } from './quotation.service.ts'
import { awardQuotation, cancelAward, closeQuotation, rejectInvite } from './quotation-award.service.ts'
import { getComparison } from './quotation-comparison.service.ts'
import { saveQuotationLibrary } from './quotation-library.service.ts'
import { quotationFile } from './quotation-library-files.ts'
import { orderFromQuotation } from './quotation-order.service.ts'
import { quotationPdf } from './quotation-pdf.service.ts'
import { sendQuotation } from './quotation-send.service.ts'
import { saveQuotationCriteria, saveQuotationGeneral, saveQuotationItems } from './quotation-steps.service.ts'
import { saveQuotationSuppliers } from './quotation-suppliers.service.ts'

export const quotationRoutes: ModuleRoutes = (app, platform) => {
  const e = quotationEndpoints
  route(app, platform, e.list, ({ query }, ctx) => listQuotations(ctx, query))
  route(app, platform, e.get, ({ params }, ctx) => getQuotation(ctx, params.id))
  route(app, platform, e.pdf, ({ params }, ctx) => quotationPdf(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createQuotation(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => saveQuotationGeneral(ctx, params.id, body))
  route(app, platform, e.saveCriteria, ({ params, body }, ctx) => saveQuotationCriteria(ctx, params.id, body))
  route(app, platform, e.saveItems, ({ params, body }, ctx) => saveQuotationItems(ctx, params.id, body))
  route(app, platform, e.saveSuppliers, ({ params, body }, ctx) =>
    saveQuotationSuppliers(ctx, params.id, body),
  )
  route(app, platform, e.saveLibrary, ({ params, body }, ctx) => saveQuotationLibrary(ctx, params.id, body))
  route(app, platform, e.downloadFile, ({ params }, ctx) => quotationFile(ctx, params.id, params.versionId))
  route(app, platform, e.downloadAnswerFile, ({ params }, ctx) =>
    sentAnswerFile(ctx, params.id, params.fileId),
  )
  route(app, platform, e.send, ({ params, body }, ctx) => sendQuotation(ctx, params.id, body))
  route(app, platform, e.comparison, ({ params }, ctx) => getComparison(ctx, params.id))
  route(app, platform, e.award, ({ params, body }, ctx) =>
    awardQuotation(ctx, params.id, body.invite_id, body.version),
  )
  route(app, platform, e.cancelAward, ({ params, body }, ctx) => cancelAward(ctx, params.id, body.version))
  route(app, platform, e.rejectInvite, ({ params, body }, ctx) =>
    rejectInvite(ctx, params.id, params.inviteId, body.version),
  )
  route(app, platform, e.close, ({ params, body }, ctx) => closeQuotation(ctx, params.id, body.version))
  route(app, platform, e.createOrder, ({ params, body }, ctx) =>
    orderFromQuotation(ctx, params.id, body.version),
  )
  route(app, platform, e.remove, ({ params }, ctx) => removeQuotation(ctx, params.id))
  const links = quotationGuestLinkEndpoints
  route(app, platform, links.send, ({ params, body }, ctx) =>
    sendInviteLinkAgain(ctx, params.id, params.inviteId, body.password),
  )
  route(app, platform, links.revoke, ({ params }, ctx) => revokeInviteLink(ctx, params.id, params.inviteId))
}

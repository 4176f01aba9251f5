import {
  contractSectionAttachments,
  guestInviteContractEndpoints as guest,
  inviteContractEndpoints,
  quotationContractEndpoints,
} from '@scm/contracts'
import { attachmentRoutes } from '../../../platform/files/attachment.routes.ts'
import type { AttachmentAccessCheck } from '../../../platform/files/attachment.service.ts'
import { guestRateLimit } from '../../../platform/guest-links/guest-link.routes.ts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { signedInAuthor } from '../invites/quotation-invite.service.ts'
import { asInviteGuest, asInviteGuestAuthor } from '../invites/quotation-invite-guest.service.ts'
import { findSectionById } from './quotation-contract.queries.ts'
import {
  closeContractSection,
  commentAsBuyer,
  createContractSection,
  listContractSections,
  removeContractSection,
  reopenContractSection,
  updateContractSection,
} from './quotation-contract.service.ts'
import {
  commentAsSupplier,
  inviteContractSections,
  inviteSectionFile,
  inviteSectionFiles,
} from './quotation-contract-thread.service.ts'

// A document section's files: the buyer attaches while it may write quotations; a supplier whose
// invite shows the section reads them (row-level security decides which sections it sees).
const sectionAccess: AttachmentAccessCheck = async (ctx, id) => {
  const section = await findSectionById(ctx.tx, id)
  if (section?.kind !== 'document') return null
  if (section.companyId !== ctx.companyId) return 'read'
  return ctx.principal.permissions.includes('create.quotation') ? 'edit' : 'read'
}

const limited = { rateLimit: guestRateLimit }

export const quotationContractRoutes: ModuleRoutes = (app, platform) => {
  const e = quotationContractEndpoints
  route(app, platform, e.list, ({ params }, ctx) => listContractSections(ctx, params.id))
  route(app, platform, e.create, ({ params, body }, ctx) => createContractSection(ctx, params.id, body))
  route(app, platform, e.update, ({ params, body }, ctx) =>
    updateContractSection(ctx, params.id, params.sectionId, body),
  )
  route(app, platform, e.remove, ({ params }, ctx) => removeContractSection(ctx, params.id, params.sectionId))
  route(app, platform, e.close, ({ params, body }, ctx) =>
    closeContractSection(ctx, params.id, params.sectionId, body.version),
  )
  route(app, platform, e.reopen, ({ params, body }, ctx) =>
    reopenContractSection(ctx, params.id, params.sectionId, body.version),
  )
  route(app, platform, e.comment, ({ params, body }, ctx) =>
    commentAsBuyer(ctx, params.id, params.sectionId, body),
  )
  const s = inviteContractEndpoints
  route(app, platform, s.list, ({ params }, ctx) => inviteContractSections(signedInAuthor(ctx), params.id))
  route(app, platform, s.comment, ({ params, body }, ctx) =>
    commentAsSupplier(signedInAuthor(ctx), params.id, params.sectionId, body),
  )
  route(
    app,
    platform,
    guest.list,
    ({ params }, ctx) =>
      asInviteGuestAuthor(ctx, params.token, (actor, id) => inviteContractSections(actor, id)),
    limited,
  )
  route(
    app,
    platform,
    guest.comment,
    ({ params, body }, ctx) =>
      asInviteGuestAuthor(ctx, params.token, (actor, id) =>
        commentAsSupplier(actor, id, params.sectionId, body),
      ),
    limited,
  )
  route(
    app,
    platform,
    guest.files,
    ({ params }, ctx) =>
      asInviteGuest(ctx, params.token, (actor, id) => inviteSectionFiles(actor, id, params.sectionId)),
    limited,
  )
  route(
    app,
    platform,
    guest.downloadFile,
    ({ params }, ctx) =>
      asInviteGuest(ctx, params.token, (actor, id) =>
        inviteSectionFile(actor, id, params.sectionId, params.attachmentId),
      ),
    limited,
  )
  attachmentRoutes(app, platform, contractSectionAttachments, sectionAccess)
}

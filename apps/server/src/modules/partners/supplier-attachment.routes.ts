import { certificateAttachments, styleReviewAttachments } from '@scm/contracts'
import { attachmentRoutes } from '../../platform/files/attachment.routes.ts'
import type { AttachmentAccessCheck } from '../../platform/files/attachment.service.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  type BlockSource,
  certificateSource,
  findOwnBlockRow,
  styleReviewSource,
} from './supplier-block.queries.ts'

// Certificates, audits and style reviews are the client's own notes on a supplier, never shared:
// the company that keeps the row adds, reads and removes its files; anyone else finds no row (404).
const ownRow =
  (source: BlockSource): AttachmentAccessCheck =>
  async (ctx, id) =>
    (await findOwnBlockRow(ctx.tx, source, ctx.companyId, id)) ? 'edit' : null

export const supplierAttachmentRoutes: ModuleRoutes = (app, platform) => {
  attachmentRoutes(app, platform, certificateAttachments, ownRow(certificateSource))
  attachmentRoutes(app, platform, styleReviewAttachments, ownRow(styleReviewSource))
}

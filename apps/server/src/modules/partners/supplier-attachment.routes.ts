import { certificateAttachments, styleReviewAttachments } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import { attachmentRoutes } from '../../platform/files/attachment.routes.ts'
import type { AttachmentAccessCheck } from '../../platform/files/attachment.service.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { supplierCertificates, supplierStyleReviews } from './supplier-block.table.ts'

type RowTable = typeof supplierCertificates | typeof supplierStyleReviews

// Certificates, audits and style reviews are the client's own notes on a supplier, never shared:
// the company that keeps the row adds, reads and removes its files; anyone else finds no row (404).
const ownRow =
  (table: RowTable): AttachmentAccessCheck =>
  async (ctx, id) => {
    const [row] = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, ctx.companyId), eq(table.id, id)))
    return row ? 'edit' : null
  }

export const supplierAttachmentRoutes: ModuleRoutes = (app, platform) => {
  attachmentRoutes(app, platform, certificateAttachments, ownRow(supplierCertificates))
  attachmentRoutes(app, platform, styleReviewAttachments, ownRow(supplierStyleReviews))
}

import { orderAttachments, orderCertificateAttachments } from '@scm/contracts'
import { attachmentRoutes } from '../../platform/files/attachment.routes.ts'
import type { AttachmentAccessCheck } from '../../platform/files/attachment.service.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { findCertificateId, findOrderBuyer } from './order-attachment.queries.ts'

// An order's files are shared by its two companies once the supplier sees the order (row-level
// security decides that, as for the order itself): the buyer attaches when it may draft orders, the
// supplier always, and each removes only its own.
const orderAccess: AttachmentAccessCheck = async (ctx, id) => {
  const order = await findOrderBuyer(ctx.tx, id)
  if (!order) return null
  if (order.companyId !== ctx.companyId) return 'edit'
  return ctx.principal.permissions.includes('create.order') ? 'edit' : 'read'
}

// A certificate is the buyer's own record (decision 0015): its files stay with the buyer.
const certificateAccess: AttachmentAccessCheck = async (ctx, id) =>
  (await findCertificateId(ctx.tx, id)) ? 'edit' : null

export const orderAttachmentRoutes: ModuleRoutes = (app, platform) => {
  attachmentRoutes(app, platform, orderAttachments, orderAccess)
  attachmentRoutes(app, platform, orderCertificateAttachments, certificateAccess)
}

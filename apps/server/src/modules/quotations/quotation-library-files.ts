import type { GeneratedFile } from '@scm/contracts'
import { inCompany } from '../../platform/db/tenant.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import { FileMissingError, readStoredFile } from '../../platform/files/file-store.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import { fileVersionContent } from '../file-library/index.ts'
import { findInvite } from './invites/quotation-invite.queries.ts'
import type { InviteActor } from './invites/quotation-invite.service.ts'
import { findOwnQuotation } from './quotation.service.ts'
import { findQuotationFile } from './quotation-library.queries.ts'

const gone = () => notFound('quotations.libraryFileGone')

// The buyer's download: its transaction already acts as the company whose library holds the version.
export async function quotationFile(ctx: RequestContext, quotationId: string, versionId: string) {
  await findOwnQuotation(ctx, quotationId)
  if (!(await findQuotationFile(ctx.tx, quotationId, versionId))) throw notFound()
  const content = await fileVersionContent(ctx.tx, ctx.companyId, versionId)
  if (!content) throw gone()
  return content
}

// A supplier's or a guest's download, once its own scope (row-level security on its invite) has shown
// the version is attached to the quotation it was sent. The bytes are the buyer's library's, whose
// tables admit the buyer's company only, and the file library knows nothing of quotations (decision
// 0034): rather than a policy there that reads invites, the version is read acting as the buyer, for
// this one proven version. That transaction cannot open inside the request's own (the embedded
// database has one connection), so the file is a generated one: route() renders it after the request's
// transaction has ended. A library document is at most an attachment's 10 MB, read into memory.
export async function invitedFile(actor: InviteActor, inviteId: string, versionId: string) {
  const invite = await findInvite(actor.tx, actor.companyId, inviteId)
  if (!invite) throw notFound()
  const attached = await findQuotationFile(actor.tx, invite.quotationId, versionId)
  if (!attached) throw notFound()
  return asBuyer(actor.platform, invite.companyId, versionId, attached)
}

const asBuyer = (
  platform: Platform,
  buyerCompanyId: string,
  versionId: string,
  file: { fileName: string; contentType: string },
): GeneratedFile => ({
  file_name: file.fileName,
  content_type: file.contentType,
  render: async () => {
    const content = await inCompany(platform.db, buyerCompanyId, (tx) =>
      fileVersionContent(tx, buyerCompanyId, versionId),
    )
    if (!content) throw gone()
    return readStoredFile(platform.files, content.key).catch((error: unknown) => {
      throw error instanceof FileMissingError ? gone() : error
    })
  },
})

import type { LibraryValidity, StoredFile, UpdateLibraryVersionBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { updateFile } from './library-file.queries.ts'
import { entityType, versionValues } from './library-file.service.ts'
import { fileDetail, loadFile } from './library-file-response.ts'
import { findVersion, insertVersion, updateValidity } from './library-version.queries.ts'
import { storedFileOf } from './version-content.ts'

// The next version becomes the document's current one. The document is locked first, so two uploads
// at once get numbers in turn, and its version moves on: an edit made on the older state is stale.
export async function addLibraryVersion(
  ctx: RequestContext,
  fileId: string,
  validity: z.output<typeof LibraryValidity>,
  file: StoredFile,
) {
  const row = await loadFile(ctx, fileId, true)
  const versionId = await insertVersion(ctx.tx, versionValues(ctx, fileId, file, validity))
  await updateFile(ctx.tx, ctx.companyId, fileId, row.version, { currentVersionId: versionId })
  const after = await fileDetail(ctx, fileId)
  const added = after.versions[0]
  await recordAudit(ctx, { entityType, entityId: fileId, action: 'version.added', after: added })
  return after
}

// A version of this document of the acting company: any other id is no version at all (404).
async function loadVersion(ctx: RequestContext, fileId: string, versionId: string) {
  await loadFile(ctx, fileId)
  const version = await findVersion(ctx.tx, ctx.companyId, versionId)
  if (version?.fileId !== fileId) throw notFound()
  return version
}

export async function updateLibraryVersion(
  ctx: RequestContext,
  fileId: string,
  versionId: string,
  body: z.output<typeof UpdateLibraryVersionBody>,
) {
  const before = await loadVersion(ctx, fileId, versionId)
  if (before.version !== body.version) throw conflict()
  const validity = { validFrom: body.valid_from, validTo: body.valid_to }
  if (!(await updateValidity(ctx.tx, ctx.companyId, versionId, body.version, validity))) throw conflict()
  const after = await fileDetail(ctx, fileId)
  await recordAudit(ctx, {
    entityType,
    entityId: fileId,
    action: 'version.updated',
    before: { id: versionId, valid_from: before.validFrom, valid_to: before.validTo },
    after: after.versions.find((version) => version.id === versionId),
  })
  return after
}

export async function libraryVersionFile(ctx: RequestContext, fileId: string, versionId: string) {
  return storedFileOf(await loadVersion(ctx, fileId, versionId))
}

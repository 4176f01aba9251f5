import type {
  LibraryFileListQuery,
  NewLibraryFileQuery,
  StoredFile,
  UpdateLibraryFileBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { deleteFile, fileList, insertFile, setFirstVersion, updateFile } from './library-file.queries.ts'
import { fileDetail, toLibraryFile } from './library-file-response.ts'
import { findFolder } from './library-folder.queries.ts'
import { libraryToday } from './library-today.ts'
import { insertVersion } from './library-version.queries.ts'

export const entityType = 'library-file'
type Validity = { valid_from: string; valid_to: string }

export async function listLibraryFiles(ctx: RequestContext, query: z.output<typeof LibraryFileListQuery>) {
  const today = libraryToday()
  const window = pageWindow(query)
  const expired = query.filter?.expired
  const { page, count } = fileList(ctx.tx, ctx.companyId, {
    ...window,
    today,
    search: query.search,
    sort: query.sort,
    folderId: query.filter?.folder_id,
    expired: expired === undefined ? undefined : expired === 'true',
  })
  const [found, total] = await pageWithTotal(window, page, count)
  return { data: found.map((row) => toLibraryFile(row, today)), meta: listMeta(query, total) }
}

// A document is filed in a folder of the acting company.
async function assertFolder(ctx: RequestContext, folderId: string) {
  if (!(await findFolder(ctx.tx, ctx.companyId, folderId)))
    throw invalidField('folder_id', 'masterData.unavailable')
}

// The version's row for a stored upload: the bytes are the store's, the rest is what the user said.
export const versionValues = (ctx: RequestContext, fileId: string, file: StoredFile, validity: Validity) => ({
  companyId: ctx.companyId,
  fileId,
  storageKey: file.key,
  fileName: file.file_name,
  contentType: file.content_type,
  size: file.size,
  validFrom: validity.valid_from,
  validTo: validity.valid_to,
  uploadedBy: ctx.userId,
})

export async function createLibraryFile(
  ctx: RequestContext,
  query: z.output<typeof NewLibraryFileQuery>,
  file: StoredFile,
) {
  await assertFolder(ctx, query.folder_id)
  const id = await insertFile(ctx.tx, {
    companyId: ctx.companyId,
    folderId: query.folder_id,
    title: query.title,
    description: query.description,
  })
  await setFirstVersion(ctx.tx, id, await insertVersion(ctx.tx, versionValues(ctx, id, file, query)))
  const after = await fileDetail(ctx, id)
  await recordAudit(ctx, { entityType, entityId: id, action: 'created', before: null, after })
  return after
}

export async function updateLibraryFile(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateLibraryFileBody>,
) {
  const before = await fileDetail(ctx, id)
  if (before.version !== body.version) throw conflict()
  if (body.folder_id !== before.folder_id) await assertFolder(ctx, body.folder_id)
  const values = { folderId: body.folder_id, title: body.title, description: body.description }
  if (!(await updateFile(ctx.tx, ctx.companyId, id, body.version, values))) throw conflict()
  const after = await fileDetail(ctx, id)
  await recordAudit(ctx, { entityType, entityId: id, action: 'updated', before, after })
  return after
}

// The document goes with every version; their bytes once the deletion is committed.
export async function removeLibraryFile(ctx: RequestContext, id: string) {
  const before = await fileDetail(ctx, id)
  const keys = await deleteFile(ctx.tx, ctx.companyId, id)
  await recordAudit(ctx, { entityType, entityId: id, action: 'deleted', before, after: null })
  ctx.afterCommit(async () => {
    await Promise.all(keys.map((key) => ctx.platform.files.delete(key)))
  })
  return messageBody(ctx, 'fileLibrary.deleted', { title: before.title })
}

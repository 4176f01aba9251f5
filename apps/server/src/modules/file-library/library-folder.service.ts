import type { LibraryFolder, LibraryFolderBody, UpdateLibraryFolderBody } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import {
  deleteFolder,
  findFolder,
  foldersOf,
  insertFolder,
  type LibraryFolderRow,
  renameFolder,
} from './library-folder.queries.ts'

const entityType = 'library-folder'

const toFolder = (row: LibraryFolderRow): LibraryFolder => ({
  id: row.id,
  name: row.name,
  file_count: row.fileCount,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const uniqueName = <T>(work: Promise<T>) =>
  withUniqueField(work, 'library_folders_company_name_unique', 'name', 'fileLibrary.folderNameTaken')

async function load(ctx: RequestContext, id: string) {
  const row = await findFolder(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toFolder(row)
}

export async function listFolders(ctx: RequestContext) {
  return (await foldersOf(ctx.tx, ctx.companyId)).map(toFolder)
}

export async function createFolder(ctx: RequestContext, body: LibraryFolderBody) {
  const id = await uniqueName(insertFolder(ctx.tx, ctx.companyId, body.name))
  const after = await load(ctx, id)
  await recordAudit(ctx, { entityType, entityId: id, action: 'created', before: null, after })
  return after
}

export async function updateFolder(ctx: RequestContext, id: string, body: UpdateLibraryFolderBody) {
  const before = await load(ctx, id)
  if (before.version !== body.version) throw conflict()
  if (!(await uniqueName(renameFolder(ctx.tx, ctx.companyId, id, body.version, body.name)))) throw conflict()
  const after = await load(ctx, id)
  await recordAudit(ctx, { entityType, entityId: id, action: 'updated', before, after })
  return after
}

// A folder that still holds documents is refused rather than emptied: deleting a folder must never
// take documents with it that suppliers are sent, and moving them elsewhere is a choice the user
// makes document by document (the foreign key of library_files refuses it, even against a race).
export async function removeFolder(ctx: RequestContext, id: string) {
  const before = await load(ctx, id)
  if (before.file_count > 0) throw conflict('fileLibrary.folderNotEmpty')
  await refuseIfInUse(deleteFolder(ctx.tx, ctx.companyId, id), 'fileLibrary.folderNotEmpty')
  await recordAudit(ctx, { entityType, entityId: id, action: 'deleted', before, after: null })
  return messageBody(ctx, 'records.deleted')
}

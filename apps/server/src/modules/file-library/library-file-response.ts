import {
  type LibraryFile,
  type LibraryFileDetail,
  type LibraryFileVersion,
  libraryChoicesLimit,
} from '@scm/contracts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findFile, type LibraryFileRow, latestFiles } from './library-file.queries.ts'
import { isExpired, libraryToday } from './library-today.ts'
import { type LibraryVersionRow, versionsOf, versionsOfFiles } from './library-version.queries.ts'

export const toLibraryFile = (row: LibraryFileRow, today: string): LibraryFile => ({
  id: row.id,
  folder_id: row.folderId,
  folder_name: row.folderName,
  title: row.title,
  description: row.description,
  current_version_id: row.currentVersionId,
  current_number: row.currentNumber,
  file_name: row.fileName,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  expired: isExpired(row.validTo, today),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const toVersion = (row: LibraryVersionRow, today: string): LibraryFileVersion => ({
  id: row.id,
  number: row.number,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  expired: isExpired(row.validTo, today),
  uploaded_by_name: row.uploadedByName,
  uploaded_at: row.uploadedAt.toISOString(),
  version: row.version,
})

// The acting company's document with every version; another company's is no document at all (404).
export async function loadFile(ctx: RequestContext, id: string, lock = false) {
  const row = await findFile(ctx.tx, ctx.companyId, id, lock)
  if (!row) throw notFound()
  return row
}

export async function fileDetail(ctx: RequestContext, id: string): Promise<LibraryFileDetail> {
  const today = libraryToday()
  const row = await loadFile(ctx, id)
  const versions = await versionsOf(ctx.tx, ctx.companyId, id)
  return { ...toLibraryFile(row, today), versions: versions.map((version) => toVersion(version, today)) }
}

// What a request for quotation may attach: the documents with their versions, in two statements
// rather than one request per document.
export async function fileChoices(ctx: RequestContext): Promise<{ data: LibraryFileDetail[] }> {
  const today = libraryToday()
  const rows = await latestFiles(ctx.tx, ctx.companyId, libraryChoicesLimit)
  const versions = await versionsOfFiles(
    ctx.tx,
    ctx.companyId,
    rows.map((row) => row.id),
  )
  const byFile = new Map<string, LibraryVersionRow[]>()
  for (const version of versions) {
    const ofFile = byFile.get(version.fileId)
    if (ofFile) ofFile.push(version)
    else byFile.set(version.fileId, [version])
  }
  return {
    data: rows.map((row) => ({
      ...toLibraryFile(row, today),
      versions: (byFile.get(row.id) ?? []).map((version) => toVersion(version, today)),
    })),
  }
}

import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { isExpired, libraryToday } from './library-today.ts'
import { versionsByIds } from './library-version.queries.ts'

export interface FileVersionSummary {
  versionId: string
  fileId: string
  title: string
  version: number
  fileName: string
  contentType: string
  size: number
  validFrom: string
  validTo: string
  expired: boolean
}

// The versions among `ids` that are the company's, with what a record that carries them shows: the
// document's title, the version's number, file (name, type, size) and validity. Ids of other companies
// are left out.
export async function fileVersionsByIds(
  tx: Tx,
  companyId: string,
  ids: string[],
): Promise<FileVersionSummary[]> {
  const today = libraryToday()
  const found = await versionsByIds(tx, companyId, [...new Set(ids)])
  return found.map((row) => ({
    versionId: row.id,
    fileId: row.fileId,
    title: row.title,
    version: row.number,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    validFrom: row.validFrom,
    validTo: row.validTo,
    expired: isExpired(row.validTo, today),
  }))
}

// A record that links versions of the library (a quotation's documents) names only versions of the
// acting company's own library; any other id is refused on the record's field (422).
export async function assertFileVersionReferences(ctx: RequestContext, ids: string[], field: string) {
  const wanted = [...new Set(ids)]
  const found = await versionsByIds(ctx.tx, ctx.companyId, wanted)
  if (found.length !== wanted.length) throw invalidField(field, 'fileLibrary.versionUnavailable')
}

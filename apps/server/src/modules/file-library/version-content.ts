import type { StoredFile } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { findVersion, type LibraryVersionRow } from './library-version.queries.ts'

export const storedFileOf = (version: Omit<LibraryVersionRow, 'uploadedByName'>): StoredFile => ({
  key: version.storageKey,
  file_name: version.fileName,
  content_type: version.contentType,
  size: version.size,
})

// The stored file of one version of the company, for a download route to return: route() streams a
// FileContent answer with the download headers. A quotation's download of a version it carries calls
// this once it has checked the invitation, so both downloads send the same bytes the same way.
export async function fileVersionContent(
  tx: Tx,
  companyId: string,
  versionId: string,
): Promise<StoredFile | undefined> {
  const version = await findVersion(tx, companyId, versionId)
  return version && storedFileOf(version)
}

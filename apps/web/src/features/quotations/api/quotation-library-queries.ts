import {
  type AnyEndpoint,
  guestQuotationInviteEndpoints,
  libraryFileEndpoints,
  type QuotationFile,
  questionEndpoints,
  quotationEndpoints,
  quotationInviteEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { downloadFile } from '../../../lib/api/download-file.ts'
import { presentError } from '../../../lib/api/present-error.ts'

// What the wizard offers to attach: the active questions of the FAQ, and every version of every
// document of the file library, in one request.
export const libraryChoiceQueries = {
  questions: () =>
    queryOptions({
      queryKey: ['quotations', 'library-choices', 'questions'],
      queryFn: () =>
        callApi(questionEndpoints.list, { query: { filter: { active: 'true' }, per_page: '200' } }),
    }),
  files: () =>
    queryOptions({
      queryKey: ['quotations', 'library-choices', 'files'],
      queryFn: async () => (await callApi(libraryFileEndpoints.choices)).data,
    }),
}

// An attached document as each reader reaches it: the buyer by its quotation, a supplier by its invite,
// an external supplier by its link.
export type FileDownload = (file: QuotationFile) => Promise<void>
// A refusal (a document deleted from the library since) is shown as any other error.
async function download(endpoint: AnyEndpoint, params: Record<string, string>, name: string) {
  try {
    await downloadFile(endpoint, params, name)
  } catch (error) {
    presentError(error)
  }
}

export const quotationFileDownload =
  (id: string): FileDownload =>
  (file) =>
    download(quotationEndpoints.downloadFile, { id, versionId: file.version_id }, file.file_name)
export const inviteFileDownload =
  (id: string): FileDownload =>
  (file) =>
    download(quotationInviteEndpoints.downloadFile, { id, versionId: file.version_id }, file.file_name)
export const guestFileDownload =
  (token: string): FileDownload =>
  (file) =>
    download(
      guestQuotationInviteEndpoints.downloadFile,
      { token, versionId: file.version_id },
      file.file_name,
    )

import {
  type AnswerFile,
  type AnyEndpoint,
  guestQuotationInviteEndpoints,
  quotationEndpoints,
  quotationInviteEndpoints,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { downloadFile } from '../../../lib/api/download-file.ts'
import { presentError } from '../../../lib/api/present-error.ts'

export type AnswerFileDownload = (file: AnswerFile) => Promise<void>

// How a supplier's answer files travel: uploaded to a criterion, read back by the way in it has (its
// invite, or its guest link).
export interface AnswerFileActions {
  upload: (criterionId: string, file: File) => Promise<AnswerFile>
  download: AnswerFileDownload
}

// A refusal (a file replaced since) is shown as any other error.
async function download(endpoint: AnyEndpoint, params: Record<string, string>, file: AnswerFile) {
  try {
    await downloadFile(endpoint, { ...params, fileId: file.id }, file.file_name)
  } catch (error) {
    presentError(error)
  }
}

export const inviteAnswerFiles = (id: string): AnswerFileActions => ({
  upload: (criterionId, file) =>
    callApi(quotationInviteEndpoints.uploadAnswerFile, { params: { id, criterionId }, body: file }),
  download: (file) => download(quotationInviteEndpoints.downloadAnswerFile, { id }, file),
})

export const guestAnswerFiles = (token: string): AnswerFileActions => ({
  upload: (criterionId, file) =>
    callApi(guestQuotationInviteEndpoints.uploadAnswerFile, { params: { token, criterionId }, body: file }),
  download: (file) => download(guestQuotationInviteEndpoints.downloadAnswerFile, { token }, file),
})

// The buyer reads what a supplier sent, by its quotation.
export const quotationAnswerFileDownload =
  (id: string): AnswerFileDownload =>
  (file) =>
    download(quotationEndpoints.downloadAnswerFile, { id }, file)

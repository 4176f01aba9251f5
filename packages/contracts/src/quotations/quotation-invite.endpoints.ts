import { TokenParams } from '../auth/auth.contract.ts'
import { Id, IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { defineUploadEndpoint, FileContent } from '../http/file.ts'
import { listResponse } from '../http/list.ts'
import {
  AnswerFile,
  AnswerFileParams,
  answerFileUpload,
  CriterionFileParams,
  GuestAnswerFileParams,
  GuestCriterionFileParams,
} from './answer-file.contract.ts'
import {
  QuotationInvite,
  QuotationInviteListQuery,
  QuotationInviteSummary,
  QuotationResponseBody,
} from './quotation-invite.contract.ts'
import { QuotationFileParams } from './quotation-library.contract.ts'

const read = 'list.quotation.invites' as const

// The supplier's side of a quotation (spec §2.1 Quotation invites, §2.10 quotation response): its
// invites, and its answer saved step by step and sent, changeable until the deadline.
export const quotationInviteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites',
    permission: read,
    query: QuotationInviteListQuery,
    response: listResponse(QuotationInviteSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites/:id',
    permission: read,
    params: IdParams,
    response: QuotationInvite,
  }),
  // A document the buyer attached to the quotation, and only such a one.
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites/:id/files/:versionId',
    summary: 'A library document version the buyer attached to the quotation of this invite',
    permission: read,
    params: QuotationFileParams,
    response: FileContent,
  }),
  // A file as the answer to a file criterion: it becomes the answer once the response is saved with
  // its id as the criterion's value (decision 0042).
  uploadAnswerFile: defineUploadEndpoint({
    method: 'POST',
    path: '/quotation-invites/:id/criteria/:criterionId/file',
    summary: 'Uploads a file to answer a file criterion: multipart/form-data with one part named "file"',
    permission: read,
    params: CriterionFileParams,
    upload: answerFileUpload,
    response: AnswerFile,
    status: 201,
  }),
  downloadAnswerFile: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites/:id/answer-files/:fileId',
    summary: 'A file this supplier uploaded as an answer',
    permission: read,
    params: AnswerFileParams,
    response: FileContent,
  }),
  saveResponse: defineEndpoint({
    method: 'PUT',
    path: '/quotation-invites/:id/response',
    permission: read,
    params: IdParams,
    body: QuotationResponseBody,
    response: QuotationInvite,
  }),
  sendResponse: defineEndpoint({
    method: 'POST',
    path: '/quotation-invites/:id/send',
    permission: read,
    params: IdParams,
    body: VersionBody,
    response: QuotationInvite,
  }),
}

// An external supplier's side (spec §2.4 /guest/quotation-invites/{id}): the same invite and answer by
// the token of its guest link, which opens that one invite. Calls are limited per address.
export const guestQuotationInviteEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token',
    permission: 'public',
    params: TokenParams,
    response: QuotationInvite,
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/files/:versionId',
    summary: 'A library document version the buyer attached to the quotation of this link',
    permission: 'public',
    params: TokenParams.extend({ versionId: Id }),
    response: FileContent,
  }),
  uploadAnswerFile: defineUploadEndpoint({
    method: 'POST',
    path: '/guest/quotation-invites/:token/criteria/:criterionId/file',
    summary: 'Uploads a file to answer a file criterion of the invite of this link',
    permission: 'public',
    params: GuestCriterionFileParams,
    upload: answerFileUpload,
    response: AnswerFile,
    status: 201,
  }),
  downloadAnswerFile: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/answer-files/:fileId',
    summary: 'A file uploaded as an answer by way of this link',
    permission: 'public',
    params: GuestAnswerFileParams,
    response: FileContent,
  }),
  saveResponse: defineEndpoint({
    method: 'PUT',
    path: '/guest/quotation-invites/:token/response',
    permission: 'public',
    params: TokenParams,
    body: QuotationResponseBody,
    response: QuotationInvite,
  }),
  sendResponse: defineEndpoint({
    method: 'POST',
    path: '/guest/quotation-invites/:token/send',
    permission: 'public',
    params: TokenParams,
    body: VersionBody,
    response: QuotationInvite,
  }),
}

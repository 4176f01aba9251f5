import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { FileContent } from '../http/file.ts'
import { listResponse } from '../http/list.ts'
import { AnswerFileParams } from './answer-file.contract.ts'
import {
  Quotation,
  QuotationBody,
  QuotationCriteriaBody,
  QuotationItemsBody,
  QuotationListQuery,
  QuotationSendBody,
  QuotationSummary,
  QuotationSuppliersBody,
  UpdateQuotationBody,
} from './quotation.contract.ts'
import {
  AwardBody,
  InviteParams,
  QuotationComparison,
  QuotationOrder,
} from './quotation-comparison.contract.ts'
import { QuotationFileParams, QuotationLibraryBody } from './quotation-library.contract.ts'

const read = 'list.quotations' as const
const write = 'create.quotation' as const

// The buyer's side of a quotation: the draft is saved step by step (spec §2.10), each step under the
// quotation's one version.
export const quotationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotations',
    permission: read,
    query: QuotationListQuery,
    response: listResponse(QuotationSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id',
    permission: read,
    params: IdParams,
    response: Quotation,
  }),
  // Whoever may read a quotation may print it: the same request for quotation as a PDF.
  pdf: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/pdf',
    summary: 'The quotation as a printable PDF, sent as an attachment named by its number',
    permission: read,
    params: IdParams,
    response: FileContent,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/quotations',
    permission: write,
    body: QuotationBody,
    response: Quotation,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id',
    permission: write,
    params: IdParams,
    body: UpdateQuotationBody,
    response: Quotation,
  }),
  saveCriteria: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id/criteria',
    permission: write,
    params: IdParams,
    body: QuotationCriteriaBody,
    response: Quotation,
  }),
  saveItems: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id/items',
    permission: write,
    params: IdParams,
    body: QuotationItemsBody,
    response: Quotation,
  }),
  saveSuppliers: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id/suppliers',
    permission: write,
    params: IdParams,
    body: QuotationSuppliersBody,
    response: Quotation,
  }),
  // The FAQ questions and library documents sent with the request; also once sent (a clarification).
  saveLibrary: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id/library',
    permission: write,
    params: IdParams,
    body: QuotationLibraryBody,
    response: Quotation,
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/files/:versionId',
    summary: 'A library document version attached to the quotation',
    permission: read,
    params: QuotationFileParams,
    response: FileContent,
  }),
  // A file a supplier sent as an answer; one it uploaded but has not sent is not found (decision 0042).
  downloadAnswerFile: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/answer-files/:fileId',
    summary: 'A file a supplier sent as its answer to a file criterion',
    permission: read,
    params: AnswerFileParams,
    response: FileContent,
  }),
  // The draft goes to its suppliers: status in progress, each supplier told (spec §2.10).
  send: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/send',
    permission: write,
    params: IdParams,
    body: QuotationSendBody,
    response: Quotation,
  }),
  // Compare and award (issue #16): the sent answers side by side, then one supplier wins.
  comparison: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/comparison',
    permission: read,
    params: IdParams,
    response: QuotationComparison,
  }),
  award: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/award',
    summary: 'Awards one supplier: the others not rejected are closed, and every supplier is told',
    permission: write,
    params: IdParams,
    body: AwardBody,
    response: QuotationComparison,
  }),
  cancelAward: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/cancel-award',
    summary: 'Spec §4: the awarded supplier is closed, the others not rejected are in progress again',
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: QuotationComparison,
  }),
  rejectInvite: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/invites/:inviteId/reject',
    permission: write,
    params: InviteParams,
    body: VersionBody,
    response: QuotationComparison,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/close',
    summary: 'Closes a quotation in progress without a winner, and the invites still in progress',
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: QuotationComparison,
  }),
  // The award becomes a purchase-order draft to the winner; from there the order keeps its own rules.
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/order',
    permission: 'create.order',
    params: IdParams,
    body: VersionBody,
    response: QuotationOrder,
    status: 201,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/quotations/:id',
    permission: write,
    params: IdParams,
    response: MessageBody,
  }),
}

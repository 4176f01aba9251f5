import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { Attachment, attachmentType } from '../files/attachment.contract.ts'
import { Id, IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { FileContent } from '../http/file.ts'
import {
  BuyerContractCommentBody,
  ContractCommentBody,
  ContractSection,
  ContractSectionBody,
  ContractSectionParams,
  GuestContractSectionParams,
  UpdateContractSectionBody,
} from './quotation-contract.contract.ts'

const read = 'list.quotations' as const
const write = 'create.quotation' as const
const supplier = 'list.quotation.invites' as const
const sections = z.array(ContractSection)

// The buyer's side of contract negotiation (decision 0040): the sections of a quotation, each closed
// once agreed, and a comment in one supplier's thread.
export const quotationContractEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/contract-sections',
    permission: read,
    params: IdParams,
    response: sections,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/contract-sections',
    permission: write,
    params: IdParams,
    body: ContractSectionBody,
    response: ContractSection,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/quotations/:id/contract-sections/:sectionId',
    permission: write,
    params: ContractSectionParams,
    body: UpdateContractSectionBody,
    response: ContractSection,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/quotations/:id/contract-sections/:sectionId',
    permission: write,
    params: ContractSectionParams,
    response: MessageBody,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/contract-sections/:sectionId/close',
    permission: write,
    params: ContractSectionParams,
    body: VersionBody,
    response: ContractSection,
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/contract-sections/:sectionId/reopen',
    permission: write,
    params: ContractSectionParams,
    body: VersionBody,
    response: ContractSection,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/contract-sections/:sectionId/comments',
    permission: write,
    params: ContractSectionParams,
    body: BuyerContractCommentBody,
    response: ContractSection,
    status: 201,
  }),
}

// The supplier's side: the sections of the quotation of its invite, with its own thread only.
export const inviteContractEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites/:id/contract-sections',
    permission: supplier,
    params: IdParams,
    response: sections,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/quotation-invites/:id/contract-sections/:sectionId/comments',
    permission: supplier,
    params: ContractSectionParams,
    body: ContractCommentBody,
    response: ContractSection,
    status: 201,
  }),
}

// An external supplier's, by the token of its invite link.
export const guestInviteContractEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/contract-sections',
    permission: 'public',
    params: TokenParams,
    response: sections,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/guest/quotation-invites/:token/contract-sections/:sectionId/comments',
    permission: 'public',
    params: GuestContractSectionParams,
    body: ContractCommentBody,
    response: ContractSection,
    status: 201,
  }),
  // A contract document's files, of a section of the link's own quotation only (decision 0043).
  files: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/contract-sections/:sectionId/files',
    permission: 'public',
    params: GuestContractSectionParams,
    response: z.array(Attachment),
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/contract-sections/:sectionId/files/:attachmentId',
    summary: 'A file of a contract document of the quotation of this link',
    permission: 'public',
    params: GuestContractSectionParams.extend({ attachmentId: Id }),
    response: FileContent,
  }),
}

// A contract document's files: the buyer attaches them, each invited supplier reads them in the app.
export const contractSectionAttachments = attachmentType('quotation-contract', {
  read: [read, supplier],
  write,
})

import { z } from 'zod'
import { LinkToken } from '../auth/auth.contract.ts'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalText } from '../http/fields.ts'

// Spec §3 Quotation "contract documents and negotiation topics", §4 "Contract section: open or
// closed" (decision 0040): the buyer lists them per quotation; each is negotiated with every supplier
// in a thread of its own.
export const contractSectionKinds = ['document', 'topic'] as const
export const ContractSectionKind = z.enum(contractSectionKinds)
export type ContractSectionKind = z.infer<typeof ContractSectionKind>

export const contractSectionStatuses = ['open', 'closed'] as const
export const ContractSectionStatus = z.enum(contractSectionStatuses)
export type ContractSectionStatus = z.infer<typeof ContractSectionStatus>

export const contractCommentSides = ['buyer', 'supplier'] as const
export const ContractCommentSide = z.enum(contractCommentSides)

// One comment of a section's thread with one supplier (the invite's).
export const ContractComment = z.object({
  id: Id,
  invite_id: Id,
  side: ContractCommentSide,
  author_company: z.string(),
  author_name: z.string(),
  body: z.string(),
  created_at: Timestamp,
})
export type ContractComment = z.infer<typeof ContractComment>

// The buyer reads every thread; a supplier only its own invite's.
export const ContractSection = z.object({
  id: Id,
  quotation_id: Id,
  kind: ContractSectionKind,
  title: z.string(),
  description: z.string().nullable(),
  status: ContractSectionStatus,
  position: z.number().int(),
  comments: z.array(ContractComment),
  updated_at: Timestamp,
  version: Version,
})
export type ContractSection = z.infer<typeof ContractSection>

export const maxContractSections = 50

const sectionFields = {
  title: z.string().trim().min(1).max(120),
  description: optionalText(4000),
}
export const ContractSectionBody = z.strictObject({ kind: ContractSectionKind, ...sectionFields })
export type ContractSectionBody = z.input<typeof ContractSectionBody>
// The kind is chosen once: a document's files would be lost on a topic.
export const UpdateContractSectionBody = z.strictObject({ ...sectionFields, version: Version })
export type UpdateContractSectionBody = z.input<typeof UpdateContractSectionBody>

const commentText = z.string().trim().min(1).max(2000)
// The buyer writes in one supplier's thread; a supplier in its own.
export const BuyerContractCommentBody = z.strictObject({ invite_id: Id, body: commentText })
export const ContractCommentBody = z.strictObject({ body: commentText })
export type ContractCommentBody = z.input<typeof ContractCommentBody>

export const ContractSectionParams = z.strictObject({ id: Id, sectionId: Id })
export const GuestContractSectionParams = z.strictObject({ token: LinkToken, sectionId: Id })

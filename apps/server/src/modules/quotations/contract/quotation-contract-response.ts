import type { ContractSection } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import {
  type ContractSectionRow,
  commentsOfQuotation,
  sectionsOfQuotation,
} from './quotation-contract.queries.ts'

type CommentRow = Awaited<ReturnType<typeof commentsOfQuotation>>[number]

const toComment = (row: CommentRow) => ({
  id: row.id,
  invite_id: row.inviteId,
  side: row.side,
  author_company: row.authorCompany,
  author_name: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
})

const toSection = (row: ContractSectionRow, comments: CommentRow[]): ContractSection => ({
  id: row.id,
  quotation_id: row.quotationId,
  kind: row.kind,
  title: row.title,
  description: row.description,
  status: row.status,
  position: row.position,
  comments: comments.filter((comment) => comment.sectionId === row.id).map(toComment),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

// The quotation's sections with every thread (the buyer's view) or one invite's (a supplier's).
export async function contractSections(tx: Tx, quotationId: string, inviteId: string | null) {
  // One after another: a transaction's connection runs one query at a time.
  const sections = await sectionsOfQuotation(tx, quotationId)
  const comments = await commentsOfQuotation(tx, quotationId, inviteId)
  return sections.map((section) => toSection(section, comments))
}

export async function contractSection(tx: Tx, quotationId: string, id: string, inviteId: string | null) {
  return (await contractSections(tx, quotationId, inviteId)).find((section) => section.id === id)!
}

// Comments are written once suppliers are asked, and while the contract may still be agreed: the
// quotation is out or awarded, and the section not closed.
export const negotiable = (quotationStatus: string) =>
  quotationStatus === 'in-progress' || quotationStatus === 'awarded'

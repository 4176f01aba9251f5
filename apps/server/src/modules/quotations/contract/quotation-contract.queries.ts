import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { quotationInvites } from '../quotation.table.ts'
import { quotationContractComments, quotationContractSections } from './quotation-contract.table.ts'

export type ContractSectionRow = typeof quotationContractSections.$inferSelect
export type ContractCommentRow = typeof quotationContractComments.$inferSelect
export type ContractCommentValues = Omit<typeof quotationContractComments.$inferInsert, 'id' | 'createdAt'>
type SectionChange = Partial<Pick<ContractSectionRow, 'title' | 'description' | 'status'>>

export const sectionsOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationContractSections)
    .where(eq(quotationContractSections.quotationId, quotationId))
    .orderBy(asc(quotationContractSections.position), asc(quotationContractSections.id))

const c = quotationContractComments
const commentColumns = {
  id: c.id,
  sectionId: c.sectionId,
  inviteId: c.inviteId,
  side: c.side,
  authorCompany: c.authorCompany,
  authorName: c.authorName,
  body: c.body,
  createdAt: c.createdAt,
}

// The quotation's threads, or one invite's: row-level security shows a supplier its own only.
export const commentsOfQuotation = (tx: Tx, quotationId: string, inviteId: string | null) =>
  tx
    .select(commentColumns)
    .from(quotationContractComments)
    .innerJoin(
      quotationContractSections,
      eq(quotationContractSections.id, quotationContractComments.sectionId),
    )
    .where(
      and(
        eq(quotationContractSections.quotationId, quotationId),
        inviteId ? eq(quotationContractComments.inviteId, inviteId) : undefined,
      ),
    )
    .orderBy(asc(quotationContractComments.createdAt), asc(quotationContractComments.id))

export async function findSection(tx: Tx, quotationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(quotationContractSections)
    .where(and(eq(quotationContractSections.quotationId, quotationId), eq(quotationContractSections.id, id)))
  return row
}

// A new section goes last.
export async function insertSection(
  tx: Tx,
  values: Pick<ContractSectionRow, 'companyId' | 'quotationId' | 'kind' | 'title' | 'description'>,
) {
  const [row] = await tx
    .insert(quotationContractSections)
    .values({
      ...values,
      position: sql`(select coalesce(max(s.position) + 1, 0) from quotation_contract_sections s where s.quotation_id = ${values.quotationId})`,
    })
    .returning()
  return row!
}

// Moves the section from `version` to the next with these changes; undefined when another save came first.
export async function bumpSection(tx: Tx, id: string, version: number, values: SectionChange) {
  const [row] = await tx
    .update(quotationContractSections)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(quotationContractSections.id, id), eq(quotationContractSections.version, version)))
    .returning()
  return row
}

export const deleteSection = (tx: Tx, id: string) =>
  tx.delete(quotationContractSections).where(eq(quotationContractSections.id, id))

export async function insertComment(tx: Tx, values: ContractCommentValues) {
  await tx.insert(quotationContractComments).values(values)
}

// A supplier the quotation was sent to: the only threads there are.
export async function findSentInvite(tx: Tx, quotationId: string, inviteId: string) {
  const [row] = await tx
    .select()
    .from(quotationInvites)
    .where(
      and(
        eq(quotationInvites.quotationId, quotationId),
        eq(quotationInvites.id, inviteId),
        isNotNull(quotationInvites.sentAt),
      ),
    )
  return row
}

// Whichever quotation it is in: row-level security shows the buyer its own and a supplier those of
// the quotations sent to it.
export async function findSectionById(tx: Tx, id: string) {
  const [row] = await tx.select().from(quotationContractSections).where(eq(quotationContractSections.id, id))
  return row
}

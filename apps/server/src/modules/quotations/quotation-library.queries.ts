import { and, asc, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { quotationFiles, quotationQuestions } from './quotation-library.table.ts'

export type QuotationQuestionRow = typeof quotationQuestions.$inferSelect
export type QuotationFileRow = typeof quotationFiles.$inferSelect
type Attached<T> = Omit<T, 'id' | 'companyId' | 'quotationId'>

// Read in whichever scope the transaction acts: the buyer's company, a supplier's or a guest's invite
// (row-level security admits the quotation's rows to each).
export const questionsOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationQuestions)
    .where(eq(quotationQuestions.quotationId, quotationId))
    .orderBy(asc(quotationQuestions.position))

export const filesOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select()
    .from(quotationFiles)
    .where(eq(quotationFiles.quotationId, quotationId))
    .orderBy(asc(quotationFiles.position))

export async function findQuotationFile(tx: Tx, quotationId: string, versionId: string) {
  const [row] = await tx
    .select()
    .from(quotationFiles)
    .where(and(eq(quotationFiles.quotationId, quotationId), eq(quotationFiles.versionId, versionId)))
  return row
}

// The whole list of each, as saved.
export async function replaceQuotationLibrary(
  tx: Tx,
  companyId: string,
  quotationId: string,
  questions: Attached<QuotationQuestionRow>[],
  files: Attached<QuotationFileRow>[],
) {
  await tx.delete(quotationQuestions).where(eq(quotationQuestions.quotationId, quotationId))
  await tx.delete(quotationFiles).where(eq(quotationFiles.quotationId, quotationId))
  if (questions.length > 0)
    await tx.insert(quotationQuestions).values(questions.map((row) => ({ ...row, companyId, quotationId })))
  if (files.length > 0)
    await tx.insert(quotationFiles).values(files.map((row) => ({ ...row, companyId, quotationId })))
}

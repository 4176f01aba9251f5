import { type QuotationFile, type QuotationQuestion, todayInCet } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import {
  filesOfQuotation,
  type QuotationFileRow,
  type QuotationQuestionRow,
  questionsOfQuotation,
} from './quotation-library.queries.ts'

const toQuestion = (row: QuotationQuestionRow): QuotationQuestion => ({
  question_id: row.questionId,
  question: row.question,
  answer: row.answer,
  category: row.category,
})

// Expired as the file library marks it: valid to before today in Europe/Stockholm (decision 0035).
const toFile = (row: QuotationFileRow, today: string): QuotationFile => ({
  version_id: row.versionId,
  title: row.title,
  number: row.number,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  expired: row.validTo < today,
})

// What the quotation carries from the libraries, for the buyer, a supplier or a guest alike.
export async function attachedLibrary(tx: Tx, quotationId: string) {
  const today = todayInCet()
  const questions = await questionsOfQuotation(tx, quotationId)
  const files = await filesOfQuotation(tx, quotationId)
  return { questions: questions.map(toQuestion), files: files.map((row) => toFile(row, today)) }
}

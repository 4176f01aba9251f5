import { bigint, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, id } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { guestRead, quotations, supplierRead } from './quotation.table.ts'

// What the buyer attaches from its libraries, copied when attached (issue #16): the supplier reads the
// quotation, not the buyer's libraries, and what was sent does not change when the library does. The
// library ids are kept without a foreign key, as a reference across modules (decision 0026): a question
// or document deleted from the library leaves the quotation's copy as it was.
export const quotationQuestions = pgTable(
  'quotation_questions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
  },
  (t) => [
    uniqueIndex('quotation_questions_question_unique').on(t.quotationId, t.questionId),
    index('quotation_questions_quotation_idx').on(t.quotationId, t.position),
    companyPolicy('quotation_questions'),
    supplierRead('quotation_questions', 'quotation_questions.quotation_id'),
    guestRead('quotation_questions', 'quotation_questions.quotation_id'),
  ],
).enableRLS()

// A library document's version sent with the quotation; its bytes stay the library's (downloads read
// them through the file library's public surface).
export const quotationFiles = pgTable(
  'quotation_files',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    versionId: uuid('version_id').notNull(),
    title: text('title').notNull(),
    number: integer('number').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [
    uniqueIndex('quotation_files_version_unique').on(t.quotationId, t.versionId),
    index('quotation_files_quotation_idx').on(t.quotationId, t.position),
    companyPolicy('quotation_files'),
    supplierRead('quotation_files', 'quotation_files.quotation_id'),
    guestRead('quotation_files', 'quotation_files.quotation_id'),
  ],
).enableRLS()

import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// The company's question library (spec §2.1 /question-library): questions with their answers, grouped by
// an optional category, that quotations attach for their invited suppliers.
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // The same question twice would give a supplier two answers to choose between.
    uniqueIndex('faq_questions_company_question_unique').on(t.companyId, sql`lower(${t.question})`),
    companyPolicy('faq_questions'),
  ],
).enableRLS()

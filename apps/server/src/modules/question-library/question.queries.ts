import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { faqQuestions } from './question.table.ts'

export type QuestionRow = typeof faqQuestions.$inferSelect

const category = sql`lower(${faqQuestions.category})`

// The table, sorts, search and filters of the question list (platform/db/company-list.ts runs them).
export const questionListSource = {
  table: faqQuestions,
  sortable: {
    question: sql`lower(${faqQuestions.question})`,
    category,
    updated_at: faqQuestions.updatedAt,
  },
  // Grouped by category, the uncategorised last, then alphabetically.
  defaultSort: [sql`${category} asc nulls last`, sql`lower(${faqQuestions.question})`],
  search: [faqQuestions.question, faqQuestions.answer],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(faqQuestions.active, filter.active === 'true') : undefined,
    filter.category ? sql`${category} = lower(${filter.category})` : undefined,
  ],
}

// The categories the company's questions use, one spelling each (the first in the alphabet).
export async function questionCategories(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ name: sql<string>`min(${faqQuestions.category})` })
    .from(faqQuestions)
    .where(and(eq(faqQuestions.companyId, companyId), sql`${faqQuestions.category} is not null`))
    .groupBy(category)
    .orderBy(category)
  return rows.map((row) => row.name)
}

// The company's questions among `ids`, active or not: a quotation shows the ones it attached even after
// the library retired them.
export function questionsOf(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select({
      id: faqQuestions.id,
      question: faqQuestions.question,
      answer: faqQuestions.answer,
      category: faqQuestions.category,
      active: faqQuestions.active,
    })
    .from(faqQuestions)
    .where(and(eq(faqQuestions.companyId, companyId), inArray(faqQuestions.id, ids)))
}

import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'

// A question of the company's question library (FAQ): a question the buyer asks suppliers again and
// again, with the answer it gives or expects. Quotations attach questions from it for invited suppliers.
export const Question = z.object({
  id: Id,
  question: z.string(),
  answer: z.string(),
  category: z.string().nullable(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Question = z.infer<typeof Question>

// The limits a quotation shows to a supplier: one question fits a line or two, an answer a few paragraphs.
export const questionLimits = { question: 500, answer: 5000, category: 80 } as const

// The answer is required: a question without its answer is of no use to a supplier reading it.
export const QuestionBody = z.strictObject({
  question: z.string().trim().min(1).max(questionLimits.question),
  answer: z.string().trim().min(1).max(questionLimits.answer),
  category: optionalText(questionLimits.category),
  active: z.boolean().default(true),
})
export type QuestionBody = z.input<typeof QuestionBody>
export const UpdateQuestionBody = QuestionBody.extend({ version: Version })
export type UpdateQuestionBody = z.input<typeof UpdateQuestionBody>

export const QuestionListQuery = listQuery(['question', 'category', 'updated_at'], {
  active: ActiveFilter,
  category: z.string().trim().min(1).max(questionLimits.category),
})

const path = '/question-library'

// Whoever writes a request for quotation reads the FAQ to attach its questions (spec §2.10, the
// wizard's questions and files); keeping it is manage.faq's.
export const questionEndpoints = {
  ...crudEndpoints(
    path,
    { read: ['manage.faq', 'create.quotation'], write: 'manage.faq' },
    {
      item: Question,
      query: QuestionListQuery,
      body: QuestionBody,
      update: UpdateQuestionBody,
    },
  ),
  // The categories in use, for the list's filter and the form's suggestions: one spelling per group.
  categories: defineEndpoint({
    method: 'GET',
    path: `${path}/categories`,
    permission: 'manage.faq',
    response: z.object({ data: z.array(z.string()) }),
  }),
}

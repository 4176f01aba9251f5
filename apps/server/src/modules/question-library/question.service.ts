import type { Question, questionEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type QuestionRow, questionCategories, questionListSource } from './question.queries.ts'

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...questionListSource,
  entityType: 'question',
  toDto: toQuestion,
  unique: {
    constraint: 'faq_questions_company_question_unique',
    field: 'question',
    code: 'questionLibrary.questionTaken',
  },
})

type Body = Parameters<CrudService<typeof questionEndpoints>['create']>[1]

const values = (body: Body) => ({
  question: body.question,
  answer: body.answer,
  category: body.category,
  active: body.active,
})

// A question a quotation attached is deactivated rather than deleted (the foreign key refuses the delete
// with the shared "in use" message).
export const questionService: CrudService<typeof questionEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}

export const listQuestionCategories = async (ctx: RequestContext) => ({
  data: await questionCategories(ctx.tx, ctx.companyId),
})

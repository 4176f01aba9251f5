import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { questionsOf } from './question.queries.ts'

// A quotation attaches active questions of the acting company, each once. Questions it already had
// (`current`) are kept as they are, so retiring a question does not make its quotations uneditable.
export async function assertQuestionReferences(
  ctx: RequestContext,
  ids: readonly string[],
  field: string,
  current: readonly string[] = [],
) {
  if (new Set(ids).size !== ids.length) throw invalidField(field, 'questionLibrary.repeated')
  const added = ids.filter((id) => !current.includes(id))
  const found = await questionsOf(ctx.tx, ctx.companyId, added)
  if (found.length !== added.length || found.some((row) => !row.active))
    throw invalidField(field, 'questionLibrary.unavailable')
}

export interface QuestionText {
  id: string
  question: string
  answer: string
  category: string | null
}

// The text of the company's questions in the order asked for, inactive ones too (a quotation shows what
// it attached); ids the company does not own are left out.
export async function questionsByIds(tx: Tx, companyId: string, ids: readonly string[]) {
  const rows = new Map((await questionsOf(tx, companyId, [...ids])).map((row) => [row.id, row]))
  return ids.flatMap((id): QuestionText[] => {
    const row = rows.get(id)
    return row ? [{ id: row.id, question: row.question, answer: row.answer, category: row.category }] : []
  })
}

import { AppError, type FieldError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'

// The articles of a stock document's rows, each refusal on its own row's field: every article is the
// company's, and not archived unless the document already held it (`current`).
export async function assertRowArticles(
  ctx: RequestContext,
  rows: Array<{ article_id: string }>,
  current: Set<string>,
) {
  const ids = [...new Set(rows.map((row) => row.article_id))]
  const refs = new Map((await articlesById(ctx.tx, ctx.companyId, ids)).map((ref) => [ref.id, ref]))
  const errors: Record<string, FieldError[]> = {}
  for (const [index, row] of rows.entries()) {
    const ref = refs.get(row.article_id)
    const field = `rows.${index}.article_id`
    if (!ref) errors[field] = ['articles.notFoundField']
    else if (ref.status === 'archived' && !current.has(ref.id)) errors[field] = ['articles.archivedField']
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

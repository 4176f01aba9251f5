import type { ForecastBody } from '@scm/contracts'
import type { z } from 'zod'
import { assertReference } from '../../platform/db/references.ts'
import { AppError, type FieldError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { isActiveColleague, supplierOptionRows } from './forecast.queries.ts'

type Body = z.output<typeof ForecastBody>

export interface CurrentLinks {
  responsibleId: string | null
  articleIds: Set<string>
  supplierIds: Set<string>
}

const none: CurrentLinks = { responsibleId: null, articleIds: new Set(), supplierIds: new Set() }

// The rules of the contents, each refusal on its own field so the form marks the exact line:
// a batch's supplier is one the company trades with; every article of a batch is that supplier's
// (spec §5: one supplier per batch), exists, and is not archived unless the forecast already held it.
export async function checkForecast(ctx: RequestContext, body: Body, current: CurrentLinks = none) {
  await assertReference(body.responsible_id, 'responsible_id', current.responsibleId, (id) =>
    isActiveColleague(ctx.tx, ctx.companyId, id),
  )
  const suppliers = new Set((await supplierOptionRows(ctx.tx)).map((row) => row.id))
  const batches = body.groups.flatMap((group, g) =>
    group.batches.map((batch, b) => ({ batch, path: `groups.${g}.batches.${b}` })),
  )
  const ids = [...new Set(batches.flatMap(({ batch }) => batch.articles.map((line) => line.article_id)))]
  const refs = new Map((await articlesById(ctx.tx, ctx.companyId, ids)).map((ref) => [ref.id, ref]))
  const errors: Record<string, FieldError[]> = {}
  for (const { batch, path } of batches) {
    const supplier = batch.supplier_company_id
    if (!suppliers.has(supplier) && !current.supplierIds.has(supplier))
      errors[`${path}.supplier_company_id`] = ['masterData.unavailable']
    for (const [index, line] of batch.articles.entries()) {
      const ref = refs.get(line.article_id)
      const field = `${path}.articles.${index}.article_id`
      if (!ref) errors[field] = ['articles.notFoundField']
      else if (ref.status === 'archived' && !current.articleIds.has(ref.id))
        errors[field] = ['articles.archivedField']
      else if (ref.supplierCompanyId !== supplier) errors[field] = ['forecasts.otherSupplier']
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

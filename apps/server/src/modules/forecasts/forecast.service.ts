import type { ForecastBody, UpdateForecastBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import {
  type ForecastContents,
  type ForecastQuery,
  findForecast,
  findForecastPage,
  insertForecast,
  supplierOptionRows,
  updateForecastAt,
} from './forecast.queries.ts'
import { checkForecast } from './forecast-checks.ts'
import {
  articlesOfForecast,
  batchesOfForecast,
  componentsOfForecast,
  groupsOfForecast,
  layersOfForecast,
  replaceForecastContents,
} from './forecast-contents.queries.ts'
import { toForecast, toSummary } from './forecast-response.ts'

type Body = z.output<typeof ForecastBody>
type UpdateBody = z.output<typeof UpdateForecastBody>

export async function listForecasts(ctx: RequestContext, query: ForecastQuery) {
  const { rows, total } = await findForecastPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

export const forecastSuppliers = (ctx: RequestContext) => supplierOptionRows(ctx.tx)

export async function getForecast(ctx: RequestContext, id: string) {
  const row = await findForecast(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  // One after another: the request's transaction holds one connection.
  const groups = await groupsOfForecast(ctx.tx, id)
  const batches = await batchesOfForecast(ctx.tx, id)
  const articles = await articlesOfForecast(ctx.tx, id)
  const layers = await layersOfForecast(ctx.tx, id)
  const components = await componentsOfForecast(ctx.tx, id)
  const suppliers = await supplierOptionRows(ctx.tx)
  const articleRefs = await articlesById(ctx.tx, ctx.companyId, [
    ...new Set(articles.map((line) => line.articleId)),
  ])
  const supplierNames = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]))
  return toForecast(row, { groups, batches, articles, layers, components, articleRefs, supplierNames })
}

const headerValues = (body: Body) => ({
  name: body.name,
  responsibleId: body.responsible_id,
  description: body.description,
  currency: body.currency,
})

const contents = (body: Body): ForecastContents => ({
  groups: body.groups.map((group) => ({
    name: group.name,
    batches: group.batches.map((batch) => ({
      name: batch.name,
      supplierCompanyId: batch.supplier_company_id,
      articles: batch.articles.map((line) => ({
        articleId: line.article_id,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        deliveryMonth: line.delivery_month,
      })),
      layers: batch.layers.map((layer) => ({
        name: layer.name,
        components: layer.components.map((part) => ({
          code: part.code,
          name: part.name,
          dimensions: part.dimensions,
          area: part.area,
          mount: part.mount,
          quantity: part.quantity,
        })),
      })),
    })),
  })),
})

const audit = (ctx: RequestContext, id: string, action: string, before: object | null, after: object) =>
  recordAudit(ctx, { entityType: 'forecast', entityId: id, action, before, after })

export async function createForecast(ctx: RequestContext, body: Body) {
  await checkForecast(ctx, body)
  const id = await insertForecast(ctx.tx, ctx.companyId, headerValues(body))
  await replaceForecastContents(ctx.tx, ctx.companyId, id, contents(body))
  const after = await getForecast(ctx, id)
  await audit(ctx, id, 'created', null, after)
  return after
}

// A deleted forecast is read-only until restored (spec §4); a stale version is refused with 409.
export async function updateForecast(ctx: RequestContext, id: string, body: UpdateBody) {
  const before = await getForecast(ctx, id)
  if (before.status === 'deleted') throw conflict('forecasts.deletedReadOnly')
  if (before.version !== body.version) throw conflict()
  const batches = before.groups.flatMap((group) => group.batches)
  await checkForecast(ctx, body, {
    responsibleId: before.responsible_id,
    articleIds: new Set(batches.flatMap((batch) => batch.articles.map((line) => line.article_id))),
    supplierIds: new Set(batches.map((batch) => batch.supplier_company_id)),
  })
  if (!(await updateForecastAt(ctx.tx, ctx.companyId, id, body.version, headerValues(body)))) throw conflict()
  await replaceForecastContents(ctx.tx, ctx.companyId, id, contents(body))
  const after = await getForecast(ctx, id)
  await audit(ctx, id, 'updated', before, after)
  return after
}

// Deleting and restoring are idempotent: a second click (or a second tab) finds the forecast already
// in the wanted state and changes nothing.
async function setDeleted(ctx: RequestContext, id: string, deleted: boolean) {
  const before = await getForecast(ctx, id)
  if ((before.status === 'deleted') === deleted) return before
  const deletedAt = deleted ? new Date() : null
  if (!(await updateForecastAt(ctx.tx, ctx.companyId, id, before.version, { deletedAt }))) throw conflict()
  const after = await getForecast(ctx, id)
  await audit(ctx, id, deleted ? 'deleted' : 'restored', before, after)
  return after
}

export const deleteForecast = (ctx: RequestContext, id: string) => setDeleted(ctx, id, true)
export const restoreForecast = (ctx: RequestContext, id: string) => setDeleted(ctx, id, false)

import type { ArticleListQuery, SharedArticle, SharedArticleListQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  findArticlePage,
  findSharedArticle,
  findSharedArticlePage,
  listActiveArticleOptions,
  listPartnerOptions,
  type SharedRow,
} from './article-list.queries.ts'
import { toSummary } from './article-response.ts'
import { trimDecimal } from './decimal-text.ts'

export async function listArticles(ctx: RequestContext, query: z.output<typeof ArticleListQuery>) {
  const { rows, total } = await findArticlePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

// Pickers ask as the user types: active articles only (spec §4: an archived article cannot be
// ordered), matching code or name, at most 20.
export function articleOptions(ctx: RequestContext, query: { search?: string; exclude_id?: string }) {
  return listActiveArticleOptions(ctx.tx, ctx.companyId, query)
}

export const partnerOptions = (ctx: RequestContext) => listPartnerOptions(ctx.tx)

const toShared = ({ a, ...row }: SharedRow): SharedArticle => ({
  id: row.id,
  owner_company_id: row.ownerCompanyId,
  owner_name: row.ownerName,
  code: a.code,
  name: a.name,
  description: a.description,
  sku: a.sku,
  ean: a.ean,
  barcode: a.barcode,
  composition: a.composition,
  country_of_origin: a.countryOfOrigin,
  tariff_code: a.tariffCode,
  weight: trimDecimal(a.weight),
  length: trimDecimal(a.length),
  width: trimDecimal(a.width),
  height: trimDecimal(a.height),
  lead_time_days: a.leadTimeDays,
  status: a.status,
  updated_at: a.updatedAt.toISOString(),
})

export async function listSharedArticles(
  ctx: RequestContext,
  query: z.output<typeof SharedArticleListQuery>,
) {
  const { rows, total } = await findSharedArticlePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toShared), meta: listMeta(query, total) }
}

export async function getSharedArticle(ctx: RequestContext, id: string) {
  const row = await findSharedArticle(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toShared(row)
}

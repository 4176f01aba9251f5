import type { ArticleListQuery, SharedArticle, SharedArticleListQuery } from '@scm/contracts'
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { partnerName, selectSummaries, toSummary } from './article.queries.ts'
import { articleShares, articles } from './article.table.ts'
import { trimDecimal } from './decimal-text.ts'

const matches = (search: string | undefined) =>
  search
    ? or(ilike(articles.code, likePattern(search)), ilike(articles.name, likePattern(search)))
    : undefined

const withPartner = (partnerId: string) =>
  or(
    eq(articles.supplierCompanyId, partnerId),
    sql`exists (select 1 from ${articleShares} s where s.article_id = ${articles.id} and s.partner_company_id = ${partnerId})`,
  )

export async function listArticles(ctx: RequestContext, query: z.output<typeof ArticleListQuery>) {
  const filter = query.filter ?? {}
  const where = and(
    eq(articles.companyId, ctx.companyId),
    matches(query.search),
    filter.status ? eq(articles.status, filter.status) : undefined,
    filter.category_id ? eq(articles.categoryId, filter.category_id) : undefined,
    filter.supplier_company_id ? eq(articles.supplierCompanyId, filter.supplier_company_id) : undefined,
    filter.partner_company_id ? withPartner(filter.partner_company_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    code: sql`lower(${articles.code})`,
    name: sql`lower(${articles.name})`,
    status: articles.status,
    lead_time_days: articles.leadTimeDays,
    created_at: articles.createdAt,
    updated_at: articles.updatedAt,
  }
  const [rows, total] = await Promise.all([
    selectSummaries(ctx.tx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], articles.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, articles, where),
  ])
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

// Pickers ask as the user types: active articles only (spec §4: an archived article cannot be
// ordered), matching code or name, at most 20.
export function articleOptions(ctx: RequestContext, query: { search?: string; exclude_id?: string }) {
  return ctx.tx
    .select({ id: articles.id, code: articles.code, name: articles.name })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, ctx.companyId),
        eq(articles.status, 'active'),
        matches(query.search),
        query.exclude_id ? sql`${articles.id} <> ${query.exclude_id}` : undefined,
      ),
    )
    .orderBy(sql`lower(${articles.code})`, asc(articles.id))
    .limit(20)
}

export const partnerOptions = (ctx: RequestContext) =>
  ctx.tx
    .select({ id: sql<string>`p.id`, name: sql<string>`p.name` })
    .from(sql`partner_companies() p`)
    .orderBy(sql`lower(p.name)`)

const sharedColumns = {
  id: articles.id,
  ownerCompanyId: articles.companyId,
  ownerName: partnerName(articles.companyId),
  a: articles,
}
const toShared = ({
  a,
  ...row
}: {
  id: string
  ownerCompanyId: string
  ownerName: string | null
  a: typeof articles.$inferSelect
}): SharedArticle => ({
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

// Articles partners shared with the acting company (their rows are readable through the share).
const sharedWithUs = (ctx: RequestContext) =>
  and(
    sql`${articles.companyId} <> ${ctx.companyId}`,
    sql`exists (select 1 from ${articleShares} s where s.article_id = ${articles.id} and s.partner_company_id = ${ctx.companyId})`,
  )

export async function listSharedArticles(
  ctx: RequestContext,
  query: z.output<typeof SharedArticleListQuery>,
) {
  const where = and(
    sharedWithUs(ctx),
    matches(query.search),
    query.filter?.owner_company_id ? eq(articles.companyId, query.filter.owner_company_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    code: sql`lower(${articles.code})`,
    name: sql`lower(${articles.name})`,
    owner: sharedColumns.ownerName,
    updated_at: articles.updatedAt,
  }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(sharedColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], articles.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, articles, where),
  ])
  return { data: rows.map(toShared), meta: listMeta(query, total) }
}

export async function getSharedArticle(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select(sharedColumns)
    .from(articles)
    .where(and(eq(articles.id, id), sharedWithUs(ctx)))
  if (!row) throw notFound()
  return toShared(row)
}

import type { ArticleListQuery, SharedArticleListQuery } from '@scm/contracts'
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { partnerName, type SummaryRow, selectSummaries } from './article.queries.ts'
import { articleShares, articles } from './article.table.ts'

type Total = ListTotal

const matches = (search: string | undefined) =>
  search
    ? or(ilike(articles.code, likePattern(search)), ilike(articles.name, likePattern(search)))
    : undefined

const withPartner = (partnerId: string) =>
  or(
    eq(articles.supplierCompanyId, partnerId),
    sql`exists (select 1 from ${articleShares} s where s.article_id = ${articles.id} and s.partner_company_id = ${partnerId})`,
  )

// One page of the company's articles and the capped count of all that match.
export async function findArticlePage(
  tx: Tx,
  companyId: string,
  query: z.output<typeof ArticleListQuery>,
): Promise<{ rows: SummaryRow[]; total: Total }> {
  const filter = query.filter ?? {}
  const where = and(
    eq(articles.companyId, companyId),
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
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    selectSummaries(tx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], articles.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, articles, where),
  )
  return { rows, total }
}

// The company's active articles matching code or name, at most 20.
export function listActiveArticleOptions(
  tx: Tx,
  companyId: string,
  query: { search?: string; exclude_id?: string },
) {
  return tx
    .select({ id: articles.id, code: articles.code, name: articles.name })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.status, 'active'),
        matches(query.search),
        query.exclude_id ? sql`${articles.id} <> ${query.exclude_id}` : undefined,
      ),
    )
    .orderBy(sql`lower(${articles.code})`, asc(articles.id))
    .limit(20)
}

// The acting company's partner companies, by name (a picker's options, the names an import file uses).
export const listPartnerOptions = (tx: Tx) =>
  tx
    .select({ id: sql<string>`p.id`, name: sql<string>`p.name` })
    .from(sql`partner_companies() p`)
    .orderBy(sql`lower(p.name)`)

const sharedColumns = {
  id: articles.id,
  ownerCompanyId: articles.companyId,
  ownerName: partnerName(articles.companyId),
  a: articles,
}
export type SharedRow = {
  id: string
  ownerCompanyId: string
  ownerName: string | null
  a: typeof articles.$inferSelect
}

// Articles partners shared with the acting company (their rows are readable through the share).
const sharedWithUs = (companyId: string) =>
  and(
    sql`${articles.companyId} <> ${companyId}`,
    sql`exists (select 1 from ${articleShares} s where s.article_id = ${articles.id} and s.partner_company_id = ${companyId})`,
  )

// One page of the articles shared with the company and the capped count of all that match.
export async function findSharedArticlePage(
  tx: Tx,
  companyId: string,
  query: z.output<typeof SharedArticleListQuery>,
): Promise<{ rows: SharedRow[]; total: Total }> {
  const where = and(
    sharedWithUs(companyId),
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
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(sharedColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], articles.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, articles, where),
  )
  return { rows, total }
}

export async function findSharedArticle(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<SharedRow | undefined> {
  const [row] = await tx
    .select(sharedColumns)
    .from(articles)
    .where(and(eq(articles.id, id), sharedWithUs(companyId)))
  return row
}

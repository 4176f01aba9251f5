import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { articles } from './article.table.ts'

// Reads other modules make of a company's articles (docs/decisions/0026): orders and price lists link to
// articles, copy their code and name, and refuse archived ones, but never read the table themselves.
const refColumns = {
  id: articles.id,
  code: articles.code,
  name: articles.name,
  status: articles.status,
  categoryId: articles.categoryId,
  supplierCompanyId: articles.supplierCompanyId,
  supplierArticleId: articles.supplierArticleId,
}

export async function articlesById(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return []
  return tx
    .select(refColumns)
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)))
}

export async function articlesByCode(tx: Db | Tx, companyId: string, codes: string[]) {
  if (codes.length === 0) return []
  return tx
    .select(refColumns)
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.code, codes)))
}

// Every article id of a company by its code in lower case: a file names articles as people type them.
export async function articleIdsByCode(tx: Tx, companyId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: articles.id, code: sql<string>`lower(${articles.code})` })
    .from(articles)
    .where(eq(articles.companyId, companyId))
  return new Map(rows.map((row) => [row.code, row.id]))
}

export type ArticleRef = Awaited<ReturnType<typeof articlesById>>[number]

import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { articles } from './article.table.ts'

// A company's articles by their codes, the key other data names them by (an import file, a demo order).
export async function articlesByCode(db: Db | Tx, companyId: string, codes: string[]) {
  return db
    .select({
      id: articles.id,
      code: articles.code,
      name: articles.name,
      supplierArticleId: articles.supplierArticleId,
    })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.code, codes)))
}

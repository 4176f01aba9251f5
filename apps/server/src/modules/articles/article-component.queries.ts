import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { articles } from './article.table.ts'

// Which of these ids are the company's articles.
export async function findArticleIds(tx: Tx, companyId: string, ids: string[]) {
  const rows = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)))
  return rows.map((row) => row.id)
}

// Whether `articleId` is, at any depth, a component of `rootId`'s bill of material.
export async function billOfMaterialContains(tx: Tx, rootId: string, articleId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      found: sql<boolean>`exists (
        with recursive parts(id) as (
          select component_id from article_components where article_id = ${rootId}
          union
          select c.component_id from article_components c join parts p on c.article_id = p.id
        )
        select 1 from parts where id = ${articleId})`,
    })
    .from(articles)
    .where(eq(articles.id, rootId))
  return row?.found === true
}

import { and, asc, eq, exists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { masterDataName } from '../master-data/index.ts'
import { articleComponents, articles } from './article.table.ts'

const component = alias(articles, 'component')

// An article's bill of material, in its order: each component with the quantity one finished unit
// takes and its unit (the line's, else the component's own), as a production order copies it.
export const bomOf = (tx: Tx, companyId: string, articleId: string) =>
  tx
    .select({
      componentId: articleComponents.componentId,
      code: component.code,
      name: component.name,
      quantity: sql<string>`trim_scale(${articleComponents.quantity})::text`,
      unit: sql<
        string | null
      >`coalesce(${masterDataName(articleComponents.unitId)}, ${masterDataName(component.unitId)})`,
    })
    .from(articleComponents)
    .innerJoin(component, eq(component.id, articleComponents.componentId))
    .where(and(eq(articleComponents.companyId, companyId), eq(articleComponents.articleId, articleId)))
    .orderBy(asc(articleComponents.position))

// Qualified by hand: inside a subquery drizzle writes bare column names, which the subquery would claim.
const bomJson = sql<
  Array<{ article_code: string; article_name: string; unit: string | null; bom_quantity: string }>
>`(
  select json_agg(json_build_object('article_code', a.code, 'article_name', a.name,
    'unit', coalesce((select m.name from master_data m where m.id = c.unit_id),
                     (select m.name from master_data m where m.id = a.unit_id)),
    'bom_quantity', trim_scale(c.quantity)::text) order by c.position)
  from article_components c join articles a on a.id = c.component_id where c.article_id = "articles"."id")`

// The company's active articles that have a bill of material: what a production order can make.
export const articlesWithBom = (tx: Tx, companyId: string) =>
  tx
    .select({ id: articles.id, code: articles.code, name: articles.name, components: bomJson })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.status, 'active'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(articleComponents)
            .where(eq(articleComponents.articleId, articles.id)),
        ),
      ),
    )
    .orderBy(asc(articles.code))

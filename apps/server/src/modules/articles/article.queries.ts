import type { Article, ArticleBody } from '@scm/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../platform/db/database.ts'
import { tagRefs } from '../company-settings/index.ts'
import { masterDataName } from '../master-data/index.ts'
import { styleName } from '../styles/index.ts'
import { articleComponents, articleShares, articles, articleTags } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'
import { countNamed } from './unique-name.queries.ts'

// A partner's name: companies are visible to their own users only, so partner_companies() (a
// security-definer function of the articles migration) lists the linked companies and nothing else.
export const partnerName = (column: typeof articles.supplierCompanyId | typeof articles.companyId) =>
  sql<string | null>`(select p.name from partner_companies() p where p.id = ${column})`

export const summaryColumns = {
  id: articles.id,
  code: articles.code,
  name: articles.name,
  categoryId: articles.categoryId,
  categoryName: masterDataName(articles.categoryId),
  colorName: masterDataName(articles.colorId),
  sizeName: masterDataName(articles.sizeId),
  sku: articles.sku,
  ean: articles.ean,
  unitName: masterDataName(articles.unitId),
  supplierCompanyId: articles.supplierCompanyId,
  supplierName: partnerName(articles.supplierCompanyId),
  leadTimeDays: articles.leadTimeDays,
  status: articles.status,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  version: articles.version,
}

// The articles of the list with the names they refer to.
export const selectSummaries = (tx: Tx | Db) => tx.select(summaryColumns).from(articles)

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

const components = sql<Article['components']>`coalesce((
  select json_agg(json_build_object('component_id', c.component_id, 'component_code', a.code,
    'component_name', a.name, 'quantity', trim_scale(c.quantity)::text, 'unit_id', c.unit_id) order by c.position)
  from article_components c join articles a on a.id = c.component_id where c.article_id = ${articles.id}
), '[]'::json)`
const tagIds = sql<
  string[]
>`array(select t.tag_id from article_tags t where t.article_id = ${articles.id} order by t.tag_id)`
const tags = tagRefs(articleTags, articleTags.tagId, articleTags.articleId, articles.id)
const sharedWith = sql<
  string[]
>`array(select s.partner_company_id from article_shares s where s.article_id = ${articles.id} order by s.partner_company_id)`

// One article of the acting company: its summary and the rest of its row with the names it shows, or
// undefined.
export async function findArticleRows(tx: Tx, companyId: string, id: string) {
  const [summary] = await selectSummaries(tx).where(
    and(eq(articles.id, id), eq(articles.companyId, companyId)),
  )
  if (!summary) return undefined
  const [detail] = await tx
    .select({
      a: articles,
      packingInstructionName: packingInstructions.name,
      boxTypeName: boxTypes.name,
      styleName: styleName(articles.styleId),
      components,
      tagIds,
      tags,
      sharedWith,
    })
    .from(articles)
    .leftJoin(packingInstructions, eq(packingInstructions.id, articles.packingInstructionId))
    .leftJoin(boxTypes, eq(boxTypes.id, articles.boxTypeId))
    .where(eq(articles.id, id))
  return { summary, detail: detail! }
}

export type ArticleRows = NonNullable<Awaited<ReturnType<typeof findArticleRows>>>

export type ArticleValues = Omit<typeof articles.$inferInsert, 'companyId'>

export const countArticlesWithCode = countNamed({
  table: articles,
  id: articles.id,
  companyId: articles.companyId,
  column: articles.code,
})

export function insertArticle(tx: Tx, companyId: string, values: ArticleValues) {
  return tx
    .insert(articles)
    .values({ companyId, ...values })
    .returning({ id: articles.id })
}

// Changes the article only at the given version; no row back means another write came first.
export function updateArticleRow(tx: Tx, id: string, version: number, values: ArticleValues) {
  return tx
    .update(articles)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(articles.id, id), eq(articles.version, version)))
    .returning({ id: articles.id })
}

export async function updateArticleStatus(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Pick<ArticleValues, 'status' | 'archivedAt'>,
) {
  await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(articles.id, id), eq(articles.companyId, companyId)))
}

// The company's articles among these ids, with what an order checks of them.
export function findArticleStatuses(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select({ id: articles.id, code: articles.code, name: articles.name, status: articles.status })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)))
}

type Lists = Pick<z.output<typeof ArticleBody>, 'components' | 'tag_ids' | 'shared_with'>

// Replaces the article's bill of material, tags and shares with those given.
export async function replaceArticleLists(tx: Tx, companyId: string, articleId: string, lists: Lists) {
  await tx.delete(articleComponents).where(eq(articleComponents.articleId, articleId))
  await tx.delete(articleTags).where(eq(articleTags.articleId, articleId))
  await tx.delete(articleShares).where(eq(articleShares.articleId, articleId))
  if (lists.components.length)
    await tx.insert(articleComponents).values(
      lists.components.map((component, position) => ({
        companyId,
        articleId,
        componentId: component.component_id,
        position,
        quantity: component.quantity,
        unitId: component.unit_id,
      })),
    )
  const tagged = [...new Set(lists.tag_ids)]
  if (tagged.length)
    await tx.insert(articleTags).values(tagged.map((tagId) => ({ companyId, articleId, tagId })))
  const partners = [...new Set(lists.shared_with)]
  if (partners.length)
    await tx
      .insert(articleShares)
      .values(partners.map((partnerCompanyId) => ({ companyId, articleId, partnerCompanyId })))
}

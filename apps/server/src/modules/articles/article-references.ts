import type { Article, ArticleBody } from '@scm/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertMasterData } from '../master-data/index.ts'
import { partnerIds } from '../partners/index.ts'
import { isActiveStyleOf } from '../styles/index.ts'
import { articles } from './article.table.ts'
import { packingInstructions } from './box-type.table.ts'
import { assertBoxType } from './packing-instruction.service.ts'

type Body = z.output<typeof ArticleBody>

const masterFields = [
  ['category_id', 'product-categories'],
  ['color_id', 'colors'],
  ['size_id', 'sizes'],
  ['unit_id', 'units'],
  ['item_category_code_id', 'item-category-codes'],
  ['delivery_drop_code_id', 'delivery-drop-codes'],
] as const
type MasterField = (typeof masterFields)[number][0]

// Every id the body refers to is a live record of the acting company (or a partner company):
// otherwise 422 on that field, as if it did not exist.
// On an update, a reference left as it was stays valid even if its item has since been deactivated.
export async function assertArticleReferences(
  ctx: RequestContext,
  body: Body,
  before?: Pick<Article, 'id' | 'style_id' | MasterField>,
) {
  for (const [field, kind] of masterFields) {
    const value = body[field]
    if (value && value !== before?.[field]) await assertMasterData(ctx, kind, value, field)
  }
  await assertBoxType(ctx, body.box_type_id)
  if (body.style_id && body.style_id !== before?.style_id) {
    if (!(await isActiveStyleOf(ctx.tx, ctx.companyId, body.style_id)))
      throw invalidField('style_id', 'validation.oneOf')
  }
  if (body.packing_instruction_id) {
    const [row] = await ctx.tx
      .select({ id: packingInstructions.id })
      .from(packingInstructions)
      .where(
        and(
          eq(packingInstructions.id, body.packing_instruction_id),
          eq(packingInstructions.companyId, ctx.companyId),
        ),
      )
    if (!row) throw invalidField('packing_instruction_id', 'validation.oneOf')
  }
  const partners = await partnerIds(ctx.tx, ctx.companyId)
  if (body.supplier_company_id && !partners.has(body.supplier_company_id))
    throw invalidField('supplier_company_id', 'articles.notPartner')
  for (const [index, partner] of body.shared_with.entries())
    if (!partners.has(partner)) throw invalidField(`shared_with.${index}`, 'articles.notPartner')
  await assertComponents(ctx, body.components, before?.id)
}

async function assertComponents(ctx: RequestContext, components: Body['components'], selfId?: string) {
  if (components.length === 0) return
  const ids = components.map((component) => component.component_id)
  const found = await ctx.tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, ctx.companyId), inArray(articles.id, ids)))
  const known = new Set(found.map((row) => row.id))
  for (const [index, component] of components.entries()) {
    const field = `components.${index}.component_id`
    if (!known.has(component.component_id)) throw invalidField(field, 'articles.notFoundField')
    if (component.component_id === selfId) throw invalidField(field, 'articles.componentSelf')
    if (component.unit_id)
      await assertMasterData(ctx, 'units', component.unit_id, `components.${index}.unit_id`)
    if (selfId && (await contains(ctx.tx, component.component_id, selfId)))
      throw invalidField(field, 'articles.componentCycle')
  }
}

// Whether `articleId` is, at any depth, a component of `rootId`'s bill of material.
async function contains(tx: Tx, rootId: string, articleId: string): Promise<boolean> {
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

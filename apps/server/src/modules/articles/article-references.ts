import type { Article, ArticleBody } from '@scm/contracts'
import type { z } from 'zod'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertMasterData } from '../master-data/index.ts'
import { partnerIds } from '../partners/index.ts'
import { isActiveStyleOf } from '../styles/index.ts'
import { billOfMaterialContains, findArticleIds } from './article-component.queries.ts'
import { packingInstructionExists } from './packing-instruction.queries.ts'
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
  if (
    body.packing_instruction_id &&
    !(await packingInstructionExists(ctx.tx, ctx.companyId, body.packing_instruction_id))
  )
    throw invalidField('packing_instruction_id', 'validation.oneOf')
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
  const known = new Set(await findArticleIds(ctx.tx, ctx.companyId, ids))
  for (const [index, component] of components.entries()) {
    const field = `components.${index}.component_id`
    if (!known.has(component.component_id)) throw invalidField(field, 'articles.notFoundField')
    if (component.component_id === selfId) throw invalidField(field, 'articles.componentSelf')
    if (component.unit_id)
      await assertMasterData(ctx, 'units', component.unit_id, `components.${index}.unit_id`)
    if (selfId && (await billOfMaterialContains(ctx.tx, component.component_id, selfId)))
      throw invalidField(field, 'articles.componentCycle')
  }
}

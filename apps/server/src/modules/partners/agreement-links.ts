import { and, eq } from 'drizzle-orm'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertMasterData } from '../master-data/master-data.service.ts'
import { agreementCategories, agreementTags } from './agreement.table.ts'

// Replaces an agreement's categories (active company-categories of the company) and tag ids.
export async function setAgreementLinks(
  ctx: RequestContext,
  agreementId: string,
  links: { category_ids: string[]; tag_ids: string[] },
) {
  const categories = [...new Set(links.category_ids)]
  const tags = [...new Set(links.tag_ids)]
  for (const [index, id] of categories.entries())
    await assertMasterData(ctx, 'company-categories', id, `category_ids.${index}`)
  if (tags.length > 50) throw invalidField('tag_ids', 'validation.maxItems', { max: 50 })
  const owned = and(eq(agreementCategories.companyId, ctx.companyId))
  await ctx.tx.delete(agreementCategories).where(and(owned, eq(agreementCategories.agreementId, agreementId)))
  await ctx.tx.delete(agreementTags).where(eq(agreementTags.agreementId, agreementId))
  if (categories.length)
    await ctx.tx
      .insert(agreementCategories)
      .values(categories.map((categoryId) => ({ companyId: ctx.companyId, agreementId, categoryId })))
  if (tags.length)
    await ctx.tx
      .insert(agreementTags)
      .values(tags.map((tagId) => ({ companyId: ctx.companyId, agreementId, tagId })))
}

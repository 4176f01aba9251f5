import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertTags } from '../company-settings/index.ts'
import { assertMasterData } from '../master-data/index.ts'
import { agreementCategories, agreements, agreementTags } from './agreement.table.ts'

// Replaces an agreement's categories (active company-categories of the company) and tags.
export async function setAgreementLinks(
  ctx: RequestContext,
  agreementId: string,
  links: { category_ids: string[]; tag_ids: string[] },
) {
  const categories = [...new Set(links.category_ids)]
  const tags = [...new Set(links.tag_ids)]
  for (const [index, id] of categories.entries())
    await assertMasterData(ctx, 'company-categories', id, `category_ids.${index}`)
  // A supplier's tags are supplier tags, a client's client tags.
  const [agreement] = await ctx.tx
    .select({ role: agreements.role })
    .from(agreements)
    .where(eq(agreements.id, agreementId))
  const current = await ctx.tx
    .select({ id: agreementTags.tagId })
    .from(agreementTags)
    .where(eq(agreementTags.agreementId, agreementId))
  if (agreement)
    await assertTags(
      ctx,
      links.tag_ids,
      agreement.role,
      'tag_ids',
      current.map((tag) => tag.id),
    )
  await ctx.tx.delete(agreementCategories).where(eq(agreementCategories.agreementId, agreementId))
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

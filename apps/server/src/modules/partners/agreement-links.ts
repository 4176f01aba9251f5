import type { RequestContext } from '../../platform/http/context.ts'
import { assertTags } from '../company-settings/index.ts'
import { assertMasterData } from '../master-data/index.ts'
import { agreementTagIds, findAgreementRole, replaceAgreementLinks } from './agreement-links.queries.ts'

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
  const role = await findAgreementRole(ctx.tx, agreementId)
  const current = await agreementTagIds(ctx.tx, agreementId)
  if (role) await assertTags(ctx, links.tag_ids, role, 'tag_ids', current)
  await replaceAgreementLinks(ctx.tx, ctx.companyId, agreementId, categories, tags)
}

import type { ArticleMarginQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { getPlatformSettings } from '../../company-settings/index.ts'
import { findArticleMargins } from './margin-review-sku.queries.ts'

// Margin per SKU (spec §2.1 /orders/margin-review-sku): the buyer's articles that were ordered in the
// filtered orders, a page at a time, in the reporting currency.
export async function articleMargins(ctx: RequestContext, query: z.output<typeof ArticleMarginQuery>) {
  const reporting = (await getPlatformSettings(ctx)).default_currency
  const { rows, count } = await findArticleMargins(ctx.tx, ctx.companyId, reporting, query)
  return { data: rows, meta: listMeta(query, count) }
}

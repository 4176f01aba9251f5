import type { OrderMargin, OrderMarginQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { getPlatformSettings } from '../../company-settings/index.ts'
import { findOrderMargins } from './margin-review.queries.ts'

// Margin per order (spec §2.1 /orders/margin-review), for a page of the buyer's orders. Amounts are
// converted into the reporting currency (see OrderMargin in contracts).
export async function orderMargins(ctx: RequestContext, query: z.output<typeof OrderMarginQuery>) {
  const reporting = (await getPlatformSettings(ctx)).default_currency
  const { rows, count } = await findOrderMargins(ctx.tx, ctx.companyId, reporting, query)
  return { data: rows.map(withoutRate), meta: listMeta(query, count) }
}

// An order in a currency without a rate has no amount in the reporting currency, hence no margin.
function withoutRate(row: OrderMargin): OrderMargin {
  if (row.purchase_value_reporting !== null) return row
  return { ...row, sales_value: null, margin: null, margin_percent: null }
}

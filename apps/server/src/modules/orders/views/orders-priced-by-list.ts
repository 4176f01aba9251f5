import type { PriceListOrder } from '@scm/contracts'
import { listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findOrdersPricedByList, type PricedOrdersQuery } from './price-list-order.queries.ts'

// A price list's related orders tab (spec §2.10): orders with lines the list priced. Which orders the
// caller sees is the orders' own rule (row-level security: the buyer's orders, and those sent to a
// supplier); the price lists module checks the caller sees the list.
export async function ordersPricedByList(ctx: RequestContext, listId: string, query: PricedOrdersQuery) {
  const { rows, total } = await findOrdersPricedByList(ctx.tx, ctx.companyId, listId, query)
  const data = rows.map(
    (row): PriceListOrder => ({
      id: row.id,
      number: row.number,
      side: row.buyer ? 'buyer' : 'supplier',
      counterparty_name: row.counterpartyName,
      status: row.status,
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      priced_lines: row.pricedLines,
    }),
  )
  return { data, meta: listMeta(query, total) }
}

import type { PriceListOrder } from '@scm/contracts'
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { orderLines, orders } from '../order.table.ts'

type Query = PageRequest & { search?: string }

// A price list's related orders tab (spec §2.10): orders with lines the list priced. Which orders the
// caller sees is the orders' own rule (row-level security: the buyer's orders, and those sent to a
// supplier); the price lists module checks the caller sees the list.
export async function ordersPricedByList(ctx: RequestContext, listId: string, query: Query) {
  const buyer = eq(orders.companyId, ctx.companyId)
  const counterpartyName = sql<string>`case when ${buyer} then ${orders.supplierName} else ${orders.buyerName} end`
  const pricedLines = sql<number>`(select count(*)::int from order_lines l where l.order_id = "orders"."id" and l.price_list_id = ${listId})`
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    or(buyer, eq(orders.supplierCompanyId, ctx.companyId)),
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.priceListId} = ${listId})`,
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.supplierName, pattern),
          ilike(orders.buyerName, pattern),
        )
      : undefined,
  )
  const sortable = {
    number: orders.number,
    created_at: orders.createdAt,
    counterparty_name: counterpartyName,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select({
        id: orders.id,
        number: orders.number,
        buyer: sql<boolean>`${buyer}`,
        counterpartyName,
        status: orders.status,
        currency: orders.currency,
        createdAt: orders.createdAt,
        sentAt: orders.sentAt,
        pricedLines,
      })
      .from(orders)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${orders.createdAt} desc`], orders.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, orders, where),
  ])
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

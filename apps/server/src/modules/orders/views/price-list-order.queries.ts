import { and, eq, ilike, or, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import {
  countCapped,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../../platform/db/list.ts'
import { orderLines, orders } from '../order.table.ts'

export type PricedOrdersQuery = PageRequest & { search?: string }

// One page of the orders with lines the price list priced, which the company is a party to, and the
// capped count of all that match.
export async function findOrdersPricedByList(
  tx: Tx,
  companyId: string,
  listId: string,
  query: PricedOrdersQuery,
) {
  const buyer = eq(orders.companyId, companyId)
  const counterpartyName = sql<string>`case when ${buyer} then ${orders.supplierName} else ${orders.buyerName} end`
  const pricedLines = sql<number>`(select count(*)::int from order_lines l where l.order_id = "orders"."id" and l.price_list_id = ${listId})`
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    or(buyer, eq(orders.supplierCompanyId, companyId)),
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
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
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
    () => countCapped(tx, orders, where),
  )
  return { rows, total }
}

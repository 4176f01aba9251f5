import { type OrderListQuery, OrderSide } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findOrderPage, findOrderSides } from './order-list.queries.ts'
import { toOrderSummary } from './order-response.ts'

type Query = z.output<typeof OrderListQuery>

// The sides the company has orders on. Most companies only buy or only supply: the list then filters on
// that side alone, which the (company_id, …) and (supplier_company_id, …) indexes serve in sort order,
// where the two sides OR-ed make PostgreSQL read and sort every matching order (the orders bench).
async function sidesOf(ctx: RequestContext, side: OrderSide | undefined): Promise<OrderSide[]> {
  if (side) return [side]
  const has = await findOrderSides(ctx.tx, ctx.companyId)
  const sides = OrderSide.options.filter((candidate) => has?.[candidate])
  return sides.length > 0 ? sides : ['buyer']
}

// GET /orders: the lists of spec §2.1 (views), the filter sidebar, search and sort, a capped count.
export async function listOrders(ctx: RequestContext, query: Query) {
  const sides = await sidesOf(ctx, query.filter?.side)
  const { page, total } = await findOrderPage(ctx.tx, ctx.companyId, query, sides)
  return {
    data: page.map(({ row, tags, assignees }) =>
      toOrderSummary(row, row.companyId === ctx.companyId ? 'buyer' : 'supplier', tags, assignees),
    ),
    meta: listMeta(query, total),
  }
}

import { type OrderListQuery, OrderSide, orderListViews } from '@scm/contracts'
import { and, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { Named } from './order.queries.ts'
import { orders } from './order.table.ts'
import { toOrderSummary } from './order-response.ts'

type Query = z.output<typeof OrderListQuery>

// Qualified by hand: these run as subqueries of the orders select.
const tagsOf = sql<Named[]>`coalesce((select json_agg(json_build_object('id', t.tag_id, 'name', t.tag_name)
  order by t.tag_name) from order_tags t where t.order_id = "orders"."id"), '[]'::json)`
const assigneesOf = sql<Named[]>`coalesce((select json_agg(json_build_object('id', u.id,
  'name', u.first_name || ' ' || u.last_name) order by u.first_name, u.last_name)
  from order_assignees a join users u on u.id = a.user_id where a.order_id = "orders"."id"), '[]'::json)`

// The caller's orders on one side: those it placed, or those sent to it (row-level security agrees).
const onSide = (side: OrderSide, me: string) =>
  side === 'buyer'
    ? eq(orders.companyId, me)
    : and(eq(orders.supplierCompanyId, me), notInArray(orders.status, ['draft', 'approval_required']))

// The sides the company has orders on. Most companies only buy or only supply: the list then filters on
// that side alone, which the (company_id, …) and (supplier_company_id, …) indexes serve in sort order,
// where the two sides OR-ed make PostgreSQL read and sort every matching order (the orders bench).
async function sidesOf(ctx: RequestContext, side: OrderSide | undefined): Promise<OrderSide[]> {
  if (side) return [side]
  const me = ctx.companyId
  const [has] = await rows<Record<OrderSide, boolean>>(
    ctx.tx,
    sql`select exists (select 1 from orders where company_id = ${me}) as buyer,
      exists (select 1 from orders where supplier_company_id = ${me}
        and status not in ('draft', 'approval_required')) as supplier`,
  )
  const sides = OrderSide.options.filter((candidate) => has?.[candidate])
  return sides.length > 0 ? sides : ['buyer']
}

function filters(ctx: RequestContext, query: Query, sides: OrderSide[]) {
  const f = query.filter ?? {}
  const me = ctx.companyId
  const pattern = query.search ? likePattern(query.search) : undefined
  return and(
    or(...sides.map((side) => onSide(side, me))),
    f.view ? inArray(orders.status, [...orderListViews[f.view]]) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.supplier_company_id ? eq(orders.supplierCompanyId, f.supplier_company_id) : undefined,
    f.buyer_company_id ? eq(orders.companyId, f.buyer_company_id) : undefined,
    f.currency ? eq(orders.currency, f.currency) : undefined,
    // A supplier filters only on tags the buyer shows it; assignees are never its to see.
    f.tag_id
      ? sql`exists (select 1 from order_tags t where t.order_id = "orders"."id" and t.tag_id = ${f.tag_id})`
      : undefined,
    f.assignee_id
      ? sql`exists (select 1 from order_assignees a where a.order_id = "orders"."id" and a.user_id = ${f.assignee_id})`
      : undefined,
    f.etd_from ? gte(orders.etd, f.etd_from) : undefined,
    f.etd_to ? lte(orders.etd, f.etd_to) : undefined,
    f.eta_from ? gte(orders.eta, f.eta_from) : undefined,
    f.eta_to ? lte(orders.eta, f.eta_to) : undefined,
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.buyerReference, pattern),
          ilike(orders.supplierName, pattern),
          ilike(orders.buyerName, pattern),
        )
      : undefined,
  )
}

// GET /orders: the lists of spec §2.1 (views), the filter sidebar, search and sort, a capped count.
export async function listOrders(ctx: RequestContext, query: Query) {
  const where = filters(ctx, query, await sidesOf(ctx, query.filter?.side))
  const sortable = {
    number: orders.number,
    created_at: orders.createdAt,
    etd: orders.etd,
    eta: orders.eta,
    supplier_name: sql`lower(${orders.supplierName})`,
    buyer_name: sql`lower(${orders.buyerName})`,
    total_value: orders.totalValue,
    status: orders.status,
  }
  const { limit, offset } = pageWindow(query)
  const [page, total] = await Promise.all([
    ctx.tx
      .select({ row: orders, tags: tagsOf, assignees: assigneesOf })
      .from(orders)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${orders.createdAt} desc`], orders.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, orders, where),
  ])
  return {
    data: page.map(({ row, tags, assignees }) =>
      toOrderSummary(row, row.companyId === ctx.companyId ? 'buyer' : 'supplier', tags, assignees),
    ),
    meta: listMeta(query, total),
  }
}

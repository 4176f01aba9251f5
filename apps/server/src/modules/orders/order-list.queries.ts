import { type OrderListQuery, type OrderSide, orderListViews } from '@scm/contracts'
import { and, eq, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import type { Named } from './order.queries.ts'
import { orders } from './order.table.ts'

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

// Whether the company has orders it placed, and orders sent to it.
export async function findOrderSides(tx: Tx, companyId: string) {
  const [has] = await rows<Record<OrderSide, boolean>>(
    tx,
    sql`select exists (select 1 from orders where company_id = ${companyId}) as buyer,
      exists (select 1 from orders where supplier_company_id = ${companyId}
        and status not in ('draft', 'approval_required')) as supplier`,
  )
  return has
}

function filters(me: string, query: Query, sides: OrderSide[]) {
  const f = query.filter ?? {}
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

// One page of the company's orders on the given sides, each with its tags and assignees, and the
// capped count of all that match.
export async function findOrderPage(tx: Tx, companyId: string, query: Query, sides: OrderSide[]) {
  const where = filters(companyId, query, sides)
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
  const sorted = orderBy(query.sort, sortable, [sql`${orders.createdAt} desc`], orders.id)
  // The page's ids first: the tags and assignees are then gathered for its rows only, not for every
  // row an offset skips (page 500 read them for 30 000 orders).
  const pageIds = tx
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...sorted)
    .limit(limit)
    .offset(offset)
  const [page, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select({ row: orders, tags: tagsOf, assignees: assigneesOf })
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...sorted),
    () => countCapped(tx, orders, where),
  )
  return { page, total }
}

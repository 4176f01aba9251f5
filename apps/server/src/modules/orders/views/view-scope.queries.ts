import type { OrderSide } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { totalOf } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'

// The order views read the order tables with raw SQL over the aliases o (orders) and d (deliveries):
// they are reports, grouped and summed, and each is one statement.

// The company a view is read for: the sides it has orders on (viewSides) and its own name, which it
// reads for its side of an order.
export interface Viewer {
  companyId: string
  companyName: string
  sides: OrderSide[]
}

// The sides the acting company has orders on. Most companies are only a buyer or only a supplier, and a
// condition on one side lets the planner use that side's index; a company on both sides gets both.
export async function viewSides(tx: Tx, companyId: string): Promise<OrderSide[]> {
  const [row] = await rows<{ buyer: boolean; supplier: boolean }>(
    tx,
    sql`select
      exists (select 1 from orders where company_id = ${companyId}) as buyer,
      exists (select 1 from orders where supplier_company_id = ${companyId}
        and status not in ('draft', 'approval_required')) as supplier`,
  )
  return [...(row?.buyer ? (['buyer'] as const) : []), ...(row?.supplier ? (['supplier'] as const) : [])]
}

// What the caller's order list shows: its own orders, or those sent to it (never a draft). Row-level
// security says the same; the condition is here so that the planner can use an index. With `delivery`
// the buyer's side also names d.company_id, which the deliveries' date indexes lead with.
export function visibleOrders({ companyId, sides }: Viewer, delivery = false): SQL {
  const buyer = delivery
    ? sql`(o.company_id = ${companyId} and d.company_id = ${companyId})`
    : sql`o.company_id = ${companyId}`
  const supplier = sql`(o.supplier_company_id = ${companyId} and o.status not in ('draft', 'approval_required'))`
  if (sides.length === 2) return sql`(${buyer} or ${supplier})`
  if (sides[0] === 'buyer') return buyer
  if (sides[0] === 'supplier') return supplier
  return sql`false`
}

// Both companies of an order by name: the caller's own, and the other by partner_companies() (a
// company record is readable by its own users only).
export function partyNames(companyId: string, companyName: string): SQL {
  return sql`case when o.company_id = ${companyId} then ${companyName}
      else (select p.name from partner_companies() p where p.id = o.company_id) end as buyer_name,
    case when o.supplier_company_id = ${companyId} then ${companyName}
      else (select p.name from partner_companies() p where p.id = o.supplier_company_id) end as supplier_name`
}

// The other party of an order, as the caller sees it.
export const counterparty = (companyId: string) =>
  sql`case when o.company_id = ${companyId} then o.supplier_company_id else o.company_id end`

// Joins any SQL fragments that are present with `and`.
export function allOf(parts: Array<SQL | undefined | false | ''>): SQL {
  const present = parts.filter((part): part is SQL => Boolean(part))
  return present.length ? sql.join(present, sql` and `) : sql`true`
}

// The total of a list (ARCHITECTURE: lists never count without bound), for any FROM … WHERE.
export function cappedCount(tx: Tx, fromWhere: SQL) {
  return totalOf(tx, sql`select 1 ${fromWhere}`)
}

// `field` / `-field` over the sortable expressions, with a tie-breaker; the default when none is given.
export function sortBy(
  sort: string | undefined,
  columns: Record<string, SQL>,
  fallback: string,
  tieBreaker: SQL,
): SQL {
  const wanted = sort ?? fallback
  const descending = wanted.startsWith('-')
  const column = columns[descending ? wanted.slice(1) : wanted] ?? columns[fallback.replace(/^-/, '')]!
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`
  return sql`${column} ${direction}, ${tieBreaker}`
}

// The start of a calendar day in CET as a timestamp, so a date range on a timestamp can use its index.
export const dayStart = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Stockholm')`

import type { OrderMargin, OrderMarginQuery } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { likePattern, pageWindow, pageWithTotal } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import { ratesCte } from '../../company-settings/index.ts'
import { marginOrders, marginPercent } from './margin-scope.queries.ts'
import { allOf, cappedCount, sortBy } from './view-scope.queries.ts'

// A page of the buyer's orders with their margins in the `reporting` currency, and the capped count:
// the page is chosen first, then only its lines are summed.
export async function findOrderMargins(
  tx: Tx,
  companyId: string,
  reporting: string,
  query: z.output<typeof OrderMarginQuery>,
) {
  const where = allOf([
    ...marginOrders(companyId, query.filter),
    query.search ? sql`o.number ilike ${likePattern(query.search)}` : undefined,
  ])
  const order = sortBy(
    query.sort,
    { number: sql`o.number`, created_at: sql`o.created_at`, purchase_value: sql`o.total_value` },
    '-created_at',
    sql`o.id`,
  )
  const { limit, offset } = pageWindow(query)
  // A line counts towards the margin when its article has a sales price in a currency with a rate.
  const priced = sql`a.sales_price is not null and rs.factor is not null`
  const discount = sql`(1 - p.discount_percent / 100)`
  const cost = sql`(s.priced_gross * ${discount} * ro.factor)`
  const [data, count] = await pageWithTotal(
    { limit, offset },
    rows<OrderMargin>(
      tx,
      sql`with ${ratesCte(companyId, reporting)}
      select p.order_id, p.number, p.status, p.supplier_company_id, p.supplier_name, p.currency,
        p.created_at, ${reporting} as reporting_currency,
        round(s.gross * ${discount}, 2)::text as purchase_value,
        round(s.gross * ${discount} * ro.factor, 2)::text as purchase_value_reporting,
        case when s.priced_lines > 0 then round(s.sales, 2)::text end as sales_value,
        case when s.priced_lines > 0 then round(s.sales - ${cost}, 2)::text end as margin,
        case when s.priced_lines > 0 then ${marginPercent(sql`(s.sales - ${cost})`, sql`s.sales`)} end as margin_percent,
        s.priced_lines, s.unpriced_lines
      from (
        select o.id as order_id, o.number, o.status, o.supplier_company_id, o.currency, o.discount_percent,
          to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          (select p.name from partner_companies() p where p.id = o.supplier_company_id) as supplier_name,
          row_number() over (order by ${order}) as ordinal
        from orders o where ${where}
        order by ${order} limit ${limit} offset ${offset}
      ) p
      left join rates ro on ro.currency = p.currency
      cross join lateral (
        select coalesce(sum(l.qty * l.price), 0) as gross,
          coalesce(sum(l.qty * l.price) filter (where ${priced}), 0) as priced_gross,
          coalesce(sum(l.qty * a.sales_price * rs.factor) filter (where ${priced}), 0) as sales,
          (count(*) filter (where ${priced}))::int as priced_lines,
          (count(*) filter (where not (${priced})))::int as unpriced_lines
        from order_lines l join articles a on a.id = l.article_id
          left join rates rs on rs.currency = a.sales_currency
        where l.order_id = p.order_id
      ) s
      order by p.ordinal`,
    ),
    () => cappedCount(tx, sql`from orders o where ${where}`),
  )
  return { rows: data, count }
}

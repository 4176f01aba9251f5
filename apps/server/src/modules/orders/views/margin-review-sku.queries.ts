import type { ArticleMargin, ArticleMarginQuery } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { likePattern, pageWindow, pageWithTotal } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import { ratesCte } from '../../company-settings/index.ts'
import { marginOrders, marginPercent, netLineValue } from './margin-scope.queries.ts'
import { allOf, cappedCount, sortBy } from './view-scope.queries.ts'

// A page of the buyer's articles that were ordered in the filtered orders, and the capped count;
// each page's articles are then summed over their order lines (order_lines by article_id is
// indexed), so the cost follows the page, not the order book.
export async function findArticleMargins(
  tx: Tx,
  companyId: string,
  reporting: string,
  query: z.output<typeof ArticleMarginQuery>,
) {
  const ordered = allOf(marginOrders(companyId, query.filter))
  const where = allOf([
    sql`a.company_id = ${companyId}`,
    sql`exists (select 1 from order_lines l join orders o on o.id = l.order_id where l.article_id = a.id and ${ordered})`,
    query.search
      ? sql`(a.code ilike ${likePattern(query.search)} or a.name ilike ${likePattern(query.search)} or a.sku ilike ${likePattern(query.search)})`
      : undefined,
  ])
  const order = sortBy(query.sort, { code: sql`lower(a.code)`, name: sql`lower(a.name)` }, 'code', sql`a.id`)
  const { limit, offset } = pageWindow(query)
  const salesPrice = sql`(p.sales_price * rs.factor)`
  const sales = sql`(s.converted_qty * ${salesPrice})`
  const [data, count] = await pageWithTotal(
    { limit, offset },
    rows<ArticleMargin>(
      tx,
      sql`with ${ratesCte(companyId, reporting)}
      select p.article_id, p.code, p.name, p.sku, ${reporting} as reporting_currency, s.orders,
        trim_scale(s.qty)::text as qty,
        case when s.converted_qty > 0 then round(s.cost / s.converted_qty, 4)::text end as average_purchase_price,
        round(${salesPrice}, 4)::text as sales_price,
        case when s.converted_qty > 0 then round(s.cost, 2)::text end as purchase_value,
        case when s.converted_qty > 0 then round(${sales}, 2)::text end as sales_value,
        case when s.converted_qty > 0 then round(${sales} - s.cost, 2)::text end as margin,
        case when s.converted_qty > 0 then ${marginPercent(sql`(${sales} - s.cost)`, sales)} end as margin_percent,
        s.unconverted_lines
      from (
        select a.id as article_id, a.code, a.name, a.sku, a.sales_price, a.sales_currency,
          row_number() over (order by ${order}) as ordinal
        from articles a where ${where}
        order by ${order} limit ${limit} offset ${offset}
      ) p
      left join rates rs on rs.currency = p.sales_currency
      cross join lateral (
        select count(distinct o.id)::int as orders, coalesce(sum(l.qty), 0) as qty,
          coalesce(sum(l.qty) filter (where ro.factor is not null), 0) as converted_qty,
          sum(${netLineValue} * ro.factor) as cost,
          (count(*) filter (where ro.factor is null))::int as unconverted_lines
        from order_lines l join orders o on o.id = l.order_id
          left join rates ro on ro.currency = o.currency
        where l.article_id = p.article_id and ${ordered}
      ) s
      order by p.ordinal`,
    ),
    () => cappedCount(tx, sql`from articles a where ${where}`),
  )
  return { rows: data, count }
}

import type { LeadTimeQuery, LeadTimeRow } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { likePattern, pageWindow, pageWithTotal } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import {
  allOf,
  cappedCount,
  counterparty,
  dayStart,
  sortBy,
  type Viewer,
  visibleOrders,
} from './view-scope.queries.ts'

// The day the order went to the supplier, in CET (spec §9).
const sentDay = sql`(o.sent_at at time zone 'Europe/Stockholm')::date`
const averageDays = (date: SQL) => sql`round(avg(${date} - ${sentDay}), 1)::float8`

// Per counterparty, or per counterparty and article, the average days from sending the order to
// the planned ETD/ETA and to the requested ones, for orders sent from `from`; one page, and the
// capped count.
export async function findLeadTimes(
  tx: Tx,
  viewer: Viewer,
  query: z.output<typeof LeadTimeQuery>,
  from: string,
) {
  const byArticle = query.filter?.group_by === 'article'
  const party = counterparty(viewer.companyId)
  const where = allOf([
    visibleOrders(viewer, true),
    sql`o.status not in ('cancelled', 'rejected')`,
    sql`o.sent_at >= ${dayStart(from)}`,
    query.filter?.to && sql`o.sent_at < ${dayStart(query.filter.to, 1)}`,
    query.filter?.partner_company_id && sql`${party} = ${query.filter.partner_company_id}`,
    query.search &&
      (byArticle
        ? sql`(l.article_code ilike ${likePattern(query.search)} or l.article_name ilike ${likePattern(query.search)})`
        : sql`(select p.name from partner_companies() p where p.id = ${party}) ilike ${likePattern(query.search)}`),
  ])
  const from_ = byArticle
    ? sql`from order_lines l join order_deliveries d on d.id = l.delivery_id join orders o on o.id = l.order_id
        left join articles a on a.id = l.article_id`
    : sql`from order_deliveries d join orders o on o.id = d.order_id`
  // Grouped by both companies' columns (one of them is the caller's), since an expression with a
  // parameter in the select list never matches the same expression in GROUP BY.
  const groupBy = byArticle
    ? sql`group by o.company_id, o.supplier_company_id, l.article_id, l.article_code, l.article_name, a.lead_time_days`
    : sql`group by o.company_id, o.supplier_company_id`
  const partnerName = sql`(select p.name from partner_companies() p where p.id = ${party})`
  const order = sortBy(
    query.sort,
    {
      partner_name: sql`lower(${partnerName})`,
      deliveries: sql`count(distinct d.id)`,
      planned_eta_days: averageDays(sql`d.eta`),
      article_code: byArticle ? sql`l.article_code` : sql`lower(${partnerName})`,
    },
    'partner_name',
    byArticle
      ? sql`o.company_id, o.supplier_company_id, l.article_code, l.article_id`
      : sql`o.company_id, o.supplier_company_id`,
  )
  const { limit, offset } = pageWindow(query)
  const [data, count] = await pageWithTotal(
    { limit, offset },
    rows<Omit<LeadTimeRow, 'key'>>(
      tx,
      sql`select ${party} as partner_company_id, ${partnerName} as partner_name,
          ${byArticle ? sql`l.article_id, l.article_code, l.article_name,` : sql`null::uuid as article_id, null as article_code, null as article_name,`}
          ${byArticle ? sql`case when o.company_id = ${viewer.companyId} then a.lead_time_days end` : sql`null::int`} as article_lead_time_days,
          count(distinct d.id)::int as deliveries,
          ${averageDays(sql`d.etd`)} as planned_etd_days,
          ${averageDays(sql`d.requested_etd`)} as requested_etd_days,
          ${averageDays(sql`d.eta`)} as planned_eta_days,
          ${averageDays(sql`d.requested_eta`)} as requested_eta_days
        ${from_} where ${where} ${groupBy}
        order by ${order} limit ${limit} offset ${offset}`,
    ),
    () => cappedCount(tx, sql`${from_} where ${where} ${groupBy}`),
  )
  return { rows: data, count }
}

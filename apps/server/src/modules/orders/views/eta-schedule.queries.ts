import { type EtaScheduleQuery, type EtaScheduleRow, inboundStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { pageWindow, pageWithTotal } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import { deliveryConditions } from './scheduled-delivery.queries.ts'
import { allOf, cappedCount, sortBy, type Viewer } from './view-scope.queries.ts'

// Sent and confirmed orders not yet delivered: what a warehouse still expects.
const expected = sql.join(
  ['sent', ...inboundStatuses].map((status) => sql`${status}`),
  sql`, `,
)
const codesShown = 5

// Per warehouse and day, the deliveries expected and their quantity; one page, and the capped count.
export async function findEtaSchedule(tx: Tx, viewer: Viewer, query: z.output<typeof EtaScheduleQuery>) {
  const where = [
    ...deliveryConditions(viewer, query.filter, query.search, sql`d.eta`),
    sql`d.eta is not null`,
    sql`o.status in (${expected})`,
  ]
  const grouped = sql`from order_deliveries d join orders o on o.id = d.order_id
    where ${allOf(where)} group by d.eta, d.warehouse_id, d.warehouse_name`
  const order = sortBy(
    query.sort,
    {
      eta: sql`d.eta`,
      warehouse_name: sql`lower(d.warehouse_name)`,
      deliveries: sql`count(*)`,
      total_qty: sql`sum(t.qty)`,
    },
    'eta',
    sql`d.eta, lower(d.warehouse_name), d.warehouse_id`,
  )
  const { limit, offset } = pageWindow(query)
  const [data, count] = await pageWithTotal(
    { limit, offset },
    rows<EtaScheduleRow>(
      tx,
      sql`select d.warehouse_id, d.warehouse_name, d.eta::text as eta, count(*)::int as deliveries,
          coalesce(trim_scale(sum(t.qty)), 0)::text as total_qty,
          (array_agg(d.code order by d.code))[1:${codesShown}] as codes
        from order_deliveries d join orders o on o.id = d.order_id
          cross join lateral (select sum(l.qty) as qty from order_lines l where l.delivery_id = d.id) t
        where ${allOf(where)}
        group by d.eta, d.warehouse_id, d.warehouse_name
        order by ${order}
        limit ${limit} offset ${offset}`,
    ),
    () => cappedCount(tx, grouped),
  )
  return { rows: data, count }
}

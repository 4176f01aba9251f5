import { type DeliveryBucketQuery, type DeliveryScheduleQuery, maxBuckets } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { rows } from '../../../platform/db/rows.ts'
import { deliveryConditions, findDeliveryPage } from './scheduled-delivery.queries.ts'
import { allOf, sortBy, type Viewer } from './view-scope.queries.ts'

type ScheduleQuery = z.output<typeof DeliveryScheduleQuery>
type Filter = NonNullable<ScheduleQuery['filter']>

const dateColumn = (filter: Filter | undefined) => (filter?.date_by === 'eta' ? sql`d.eta` : sql`d.etd`)

// Cancelled and rejected orders deliver nothing: left out unless the status filter names them.
const statusCondition = (filter: Filter | undefined) =>
  filter?.status ? sql`o.status = ${filter.status}` : sql`o.status not in ('cancelled', 'rejected')`

export function findScheduledDeliveries(tx: Tx, viewer: Viewer, query: ScheduleQuery) {
  const date = dateColumn(query.filter)
  const where = [
    ...deliveryConditions(viewer, query.filter, query.search, date),
    statusCondition(query.filter),
  ]
  const order = sortBy(
    query.sort,
    { date, code: sql`d.code`, warehouse_name: sql`lower(d.warehouse_name)` },
    'date',
    sql`d.code, d.id`,
  )
  return findDeliveryPage(tx, viewer, query, where, order)
}

// The schedule counted per ISO week or day of the chosen date.
export function findDeliveryBuckets(tx: Tx, viewer: Viewer, query: z.output<typeof DeliveryBucketQuery>) {
  const date = dateColumn(query.filter)
  const where = [
    ...deliveryConditions(viewer, query.filter, query.search, date),
    statusCondition(query.filter),
    sql`${date} is not null`,
  ]
  // isodow: Monday 1 … Sunday 7, so a date minus (isodow - 1) days is its week's Monday.
  const start = query.grouping === 'week' ? sql`(${date} - (extract(isodow from ${date})::int - 1))` : date
  return rows<{ start: string; deliveries: number; total_qty: string }>(
    tx,
    sql`select ${start}::text as start, count(distinct d.id)::int as deliveries,
        coalesce(trim_scale(sum(l.qty)), 0)::text as total_qty
      from order_deliveries d join orders o on o.id = d.order_id
        left join order_lines l on l.delivery_id = d.id
      where ${allOf(where)}
      group by 1 order by 1 limit ${maxBuckets}`,
  )
}

import {
  type DeliveryBucket,
  type DeliveryBucketQuery,
  type DeliveryScheduleQuery,
  maxBuckets,
  scheduleBucket,
  weekStart,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { rows } from '../../../platform/db/rows.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { deliveryConditions, pageOfDeliveries } from './scheduled-deliveries.ts'
import { allOf, sortBy, today, viewSides } from './view-scope.ts'

type ScheduleQuery = z.output<typeof DeliveryScheduleQuery>
type Filter = NonNullable<ScheduleQuery['filter']>

const dateColumn = (filter: Filter | undefined) => (filter?.date_by === 'eta' ? sql`d.eta` : sql`d.etd`)

// Cancelled and rejected orders deliver nothing: left out unless the status filter names them.
const statusCondition = (filter: Filter | undefined) =>
  filter?.status ? sql`o.status = ${filter.status}` : sql`o.status not in ('cancelled', 'rejected')`

export async function deliverySchedule(ctx: RequestContext, query: ScheduleQuery) {
  const date = dateColumn(query.filter)
  const where = [
    ...deliveryConditions(ctx, await viewSides(ctx), query.filter, query.search, date),
    statusCondition(query.filter),
  ]
  const order = sortBy(
    query.sort,
    { date, code: sql`d.code`, warehouse_name: sql`lower(d.warehouse_name)` },
    'date',
    sql`d.code, d.id`,
  )
  return pageOfDeliveries(ctx, query, where, order)
}

// The schedule counted per ISO week or day of the chosen date. An open range starts this week, so
// the summary never sums a company's whole history by accident.
export async function deliveryBuckets(
  ctx: RequestContext,
  query: z.output<typeof DeliveryBucketQuery>,
): Promise<DeliveryBucket[]> {
  const date = dateColumn(query.filter)
  const filter = { ...query.filter, from: query.filter?.from ?? weekStart(today()) }
  const where = [
    ...deliveryConditions(ctx, await viewSides(ctx), filter, query.search, date),
    statusCondition(query.filter),
    sql`${date} is not null`,
  ]
  // isodow: Monday 1 … Sunday 7, so a date minus (isodow - 1) days is its week's Monday.
  const start = query.grouping === 'week' ? sql`(${date} - (extract(isodow from ${date})::int - 1))` : date
  const buckets = await rows<{ start: string; deliveries: number; total_qty: string }>(
    ctx.tx,
    sql`select ${start}::text as start, count(distinct d.id)::int as deliveries,
        coalesce(trim_scale(sum(l.qty)), 0)::text as total_qty
      from order_deliveries d join orders o on o.id = d.order_id
        left join order_lines l on l.delivery_id = d.id
      where ${allOf(where)}
      group by 1 order by 1 limit ${maxBuckets}`,
  )
  return buckets.map((bucket) => ({ ...bucket, key: scheduleBucket(bucket.start, query.grouping).key }))
}

import { type InboundTrackerQuery, inboundStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { deliveryConditions, findDeliveryPage } from './scheduled-delivery.queries.ts'
import { sortBy, type Viewer } from './view-scope.queries.ts'

const inbound = sql.join(
  inboundStatuses.map((status) => sql`${status}`),
  sql`, `,
)

// With `lateDays`, only the deliveries at least that many days later than requested.
export function findInboundDeliveries(
  tx: Tx,
  viewer: Viewer,
  query: z.output<typeof InboundTrackerQuery>,
  lateDays: number | undefined,
) {
  const lateness = sql`(d.eta - d.requested_eta)`
  const where = [
    ...deliveryConditions(viewer, query.filter, query.search, sql`d.eta`),
    query.filter?.status ? sql`o.status = ${query.filter.status}` : sql`o.status in (${inbound})`,
    ...(lateDays !== undefined ? [sql`${lateness} >= ${lateDays}`] : []),
  ]
  const order = sortBy(
    query.sort,
    { eta: sql`d.eta`, days_late: lateness, code: sql`d.code`, warehouse_name: sql`lower(d.warehouse_name)` },
    'eta',
    sql`d.code, d.id`,
  )
  return findDeliveryPage(tx, viewer, query, where, order)
}

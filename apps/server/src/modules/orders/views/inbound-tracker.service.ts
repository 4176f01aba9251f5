import { type InboundTrackerQuery, inboundStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RequestContext } from '../../../platform/http/context.ts'
import { getPlatformSettings } from '../../company-settings/index.ts'
import { deliveryConditions, pageOfDeliveries } from './scheduled-deliveries.ts'
import { sortBy, viewSides } from './view-scope.ts'

type Query = z.output<typeof InboundTrackerQuery>

const inbound = sql.join(
  inboundStatuses.map((status) => sql`${status}`),
  sql`, `,
)

// What is on its way to the buyer's warehouses: deliveries of confirmed, in-progress, packed and
// in-transit orders, by ETA or by how late they are against the requested ETA.
export async function inboundTracker(ctx: RequestContext, query: Query) {
  const sides = await viewSides(ctx)
  const settings = await getPlatformSettings(ctx)
  const lateness = sql`(d.eta - d.requested_eta)`
  const where = [
    ...deliveryConditions(ctx, sides, query.filter, query.search, sql`d.eta`),
    query.filter?.status ? sql`o.status = ${query.filter.status}` : sql`o.status in (${inbound})`,
    // Spec §5: late at or above the tolerance, and late at all.
    ...(query.filter?.late ? [sql`${lateness} >= ${Math.max(settings.eta_tolerance_days, 1)}`] : []),
  ]
  const order = sortBy(
    query.sort,
    { eta: sql`d.eta`, days_late: lateness, code: sql`d.code`, warehouse_name: sql`lower(d.warehouse_name)` },
    'eta',
    sql`d.code, d.id`,
  )
  return pageOfDeliveries(ctx, query, where, order)
}

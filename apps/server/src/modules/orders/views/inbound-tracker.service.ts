import type { InboundTrackerQuery } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../../platform/http/context.ts'
import { getPlatformSettings } from '../../company-settings/index.ts'
import { findInboundDeliveries } from './inbound-tracker.queries.ts'
import { deliveryPage } from './scheduled-deliveries.ts'
import { viewerOf } from './viewer.ts'

// What is on its way to the buyer's warehouses: deliveries of confirmed, in-progress, packed and
// in-transit orders, by ETA or by how late they are against the requested ETA.
export async function inboundTracker(ctx: RequestContext, query: z.output<typeof InboundTrackerQuery>) {
  const viewer = await viewerOf(ctx)
  const settings = await getPlatformSettings(ctx)
  // Spec §5: late at or above the tolerance, and late at all.
  const lateDays = query.filter?.late ? Math.max(settings.eta_tolerance_days, 1) : undefined
  return deliveryPage(ctx, query, await findInboundDeliveries(ctx.tx, viewer, query, lateDays))
}

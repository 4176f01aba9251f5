import { orderViewEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { deliveryBuckets, deliverySchedule } from './delivery-schedule.service.ts'
import { etaSchedule } from './eta-schedule.service.ts'
import { inboundTracker } from './inbound-tracker.service.ts'
import { leadTimes } from './lead-time.service.ts'
import { orderMargins } from './margin-review.service.ts'
import { articleMargins } from './margin-review-sku.service.ts'
import { packingList } from './packing-list.service.ts'

export const orderViewRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.deliverySchedule, ({ query }, ctx) => deliverySchedule(ctx, query))
  route(app, platform, e.deliveryBuckets, ({ query }, ctx) => deliveryBuckets(ctx, query))
  route(app, platform, e.inboundTracker, ({ query }, ctx) => inboundTracker(ctx, query))
  route(app, platform, e.leadTimes, ({ query }, ctx) => leadTimes(ctx, query))
  route(app, platform, e.etaSchedule, ({ query }, ctx) => etaSchedule(ctx, query))
  route(app, platform, e.packingList, ({ params }, ctx) => packingList(ctx, params.id, params.code))
  route(app, platform, e.margins, ({ query }, ctx) => orderMargins(ctx, query))
  route(app, platform, e.articleMargins, ({ query }, ctx) => articleMargins(ctx, query))
}

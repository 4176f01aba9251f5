import {
  type DeliveryBucket,
  type DeliveryBucketQuery,
  type DeliveryScheduleQuery,
  scheduleBucket,
  weekStart,
} from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findDeliveryBuckets, findScheduledDeliveries } from './delivery-schedule.queries.ts'
import { deliveryPage } from './scheduled-deliveries.ts'
import { today } from './today.ts'
import { viewerOf } from './viewer.ts'

export async function deliverySchedule(ctx: RequestContext, query: z.output<typeof DeliveryScheduleQuery>) {
  return deliveryPage(ctx, query, await findScheduledDeliveries(ctx.tx, await viewerOf(ctx), query))
}

// The schedule counted per ISO week or day of the chosen date. An open range starts this week, so
// the summary never sums a company's whole history by accident.
export async function deliveryBuckets(
  ctx: RequestContext,
  query: z.output<typeof DeliveryBucketQuery>,
): Promise<DeliveryBucket[]> {
  const filter = { ...query.filter, from: query.filter?.from ?? weekStart(today()) }
  const buckets = await findDeliveryBuckets(ctx.tx, await viewerOf(ctx), { ...query, filter })
  return buckets.map((bucket) => ({ ...bucket, key: scheduleBucket(bucket.start, query.grouping).key }))
}

import { type DeliveryBucketQuery, orderViewEndpoints } from '@scm/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../../lib/api/call-api.ts'

// The order views' query keys; each list uses its key as its ListScreen key. Everything sits under
// ['orders', …], so a change to an order (H4's invalidation of ['orders']) reloads the views too.
export const orderViewQueries = {
  all: ['orders', 'views'] as const,
  deliverySchedule: ['orders', 'views', 'delivery-schedule'] as const,
  inboundTracker: ['orders', 'views', 'inbound-tracker'] as const,
  leadTimes: ['orders', 'views', 'lead-times'] as const,
  etaSchedule: ['orders', 'views', 'eta-schedule'] as const,
  margins: ['orders', 'views', 'margins'] as const,
  articleMargins: ['orders', 'views', 'article-margins'] as const,
  buckets: (query: DeliveryBucketQuery) =>
    queryOptions({
      queryKey: ['orders', 'views', 'buckets', query],
      queryFn: ({ signal }) => callApi(orderViewEndpoints.deliveryBuckets, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  packingList: (id: string, code: string) =>
    queryOptions({
      queryKey: ['orders', 'views', 'packing-list', id, code],
      queryFn: () => callApi(orderViewEndpoints.packingList, { params: { id, code } }),
    }),
}

import { deviationReportEndpoints, guestOrderEndpoints, orderGuestLinkEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../../lib/api/call-api.ts'

// Under the orders key: a change of the order (or an OrderUpdated from the other party) reloads them.
export const deviationQueries = {
  list: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'deviations', orderId],
      queryFn: () => callApi(deviationReportEndpoints.list, { params: { id: orderId } }),
    }),
  detail: (orderId: string, deviationId: string) =>
    queryOptions({
      queryKey: ['orders', 'deviations', orderId, deviationId],
      queryFn: () => callApi(deviationReportEndpoints.get, { params: { id: orderId, deviationId } }),
    }),
  options: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'deviation-options', orderId],
      queryFn: () => callApi(deviationReportEndpoints.options, { params: { id: orderId } }),
      staleTime: 5 * 60_000,
    }),
  guestLinks: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'guest-links', orderId],
      queryFn: () => callApi(orderGuestLinkEndpoints.list, { params: { id: orderId } }),
    }),
}

// A guest's pages: the token is the key; they never retry a refusal (a bad link stays bad).
export const guestQueries = {
  all: ['guest-orders'] as const,
  order: (token: string) =>
    queryOptions({
      queryKey: ['guest-orders', 'order', token],
      queryFn: () => callApi(guestOrderEndpoints.get, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
  deviation: (token: string) =>
    queryOptions({
      queryKey: ['guest-orders', 'deviation', token],
      queryFn: () => callApi(guestOrderEndpoints.deviation, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
}

import { notificationEndpoints, notificationPageSize } from '@scm/contracts'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The notifications feature's query keys; the history list uses `history` as its ListScreen key.
export const notificationQueries = {
  all: ['notifications'] as const,
  history: ['notifications', 'history'] as const,
  // The bell: unread ones, 15 a page, each page asked after the last id shown.
  unread: () =>
    infiniteQueryOptions({
      queryKey: ['notifications', 'unread'],
      queryFn: ({ pageParam, signal }) =>
        callApi(notificationEndpoints.unread, {
          query: { limit: notificationPageSize, ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      // New ones arrive over the real-time channel; the bell never polls.
      staleTime: Number.POSITIVE_INFINITY,
      meta: { quiet: true },
    }),
  settings: () =>
    queryOptions({
      queryKey: ['notifications', 'settings'],
      queryFn: () => callApi(notificationEndpoints.settings),
      meta: { quiet: true },
    }),
  pushSubscriptions: () =>
    queryOptions({
      queryKey: ['notifications', 'push-subscriptions'],
      queryFn: () => callApi(notificationEndpoints.pushSubscriptions),
    }),
}

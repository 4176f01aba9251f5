import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callApi } from '../../lib/api/call-api.ts'
import { toListQuery } from './list-state.ts'
import type { ListEndpoint, ListResult, ListState } from './list-types.ts'

// `params` fills the endpoint's path, for a list that belongs to a record (/price-lists/:id/lines).
export function listQueryOptions<R>(
  endpoint: ListEndpoint,
  queryKey: readonly unknown[],
  state: ListState,
  params?: Record<string, string>,
) {
  const query = toListQuery(state)
  return {
    queryKey: [...queryKey, 'list', params ?? {}, query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(endpoint, { params, query, signal }) as Promise<ListResult<R>>,
  }
}

// The page of rows for the state in the URL; the previous page stays on screen while the next loads.
export function useListQuery<R>(
  endpoint: ListEndpoint,
  queryKey: readonly unknown[],
  state: ListState,
  refreshWhile?: (rows: R[]) => boolean,
  params?: Record<string, string>,
) {
  return useQuery({
    ...listQueryOptions<R>(endpoint, queryKey, state, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && refreshWhile?.(query.state.data.data) ? 3000 : false),
    // The list shows its own error with a retry button.
    meta: { quiet: true },
  })
}

// Every row of the current filter and sort, for the CSV export (the server streams "all": decision 0033).
export function fetchAllRows<R>(endpoint: ListEndpoint, state: ListState, params?: Record<string, string>) {
  const query = toListQuery({ ...state, page: 1, perPage: 'all' })
  return callApi(endpoint, { params, query }) as Promise<ListResult<R>>
}

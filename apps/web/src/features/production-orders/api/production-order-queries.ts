import { productionOrderEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The production order list uses `all` as its ListScreen key.
export const productionOrderQueries = {
  all: ['production-orders'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['production-orders', 'detail', id],
      queryFn: () => callApi(productionOrderEndpoints.get, { params: { id } }),
    }),
  articles: () =>
    queryOptions({
      queryKey: ['production-orders', 'articles'],
      queryFn: () => callApi(productionOrderEndpoints.articles),
      staleTime: 60_000,
    }),
}

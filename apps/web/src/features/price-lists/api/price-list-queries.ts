import { priceListEndpoints, priceRuleEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The price-list feature's query keys; lists use `all` as their ListScreen key.
export const priceListQueries = {
  all: ['price-lists'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['price-lists', 'detail', id],
      queryFn: () => callApi(priceListEndpoints.get, { params: { id } }),
    }),
  lines: (id: string) => ['price-lists', 'lines', id] as const,
  orders: (id: string) => ['price-lists', 'orders', id] as const,
}

export const priceRuleQueries = {
  all: ['price-rules'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['price-rules', 'detail', id],
      queryFn: () => callApi(priceRuleEndpoints.get, { params: { id } }),
    }),
}

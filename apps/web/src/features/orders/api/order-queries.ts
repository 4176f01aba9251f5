import { orderEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The orders feature's query keys; every list and detail lives under `all`, so one invalidation after
// a change (or a notification about the order) reloads whatever the user has open.
export const orderQueries = {
  all: ['orders'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'detail', id],
      queryFn: () => callApi(orderEndpoints.get, { params: { id } }),
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'history', id],
      queryFn: () => callApi(orderEndpoints.history, { params: { id } }),
    }),
  comments: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'comments', id],
      queryFn: () => callApi(orderEndpoints.comments, { params: { id } }),
    }),
  allComments: ['orders', 'all-comments'] as const,
  defaults: (supplierCompanyId: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'defaults', supplierCompanyId ?? null],
      queryFn: () => callApi(orderEndpoints.defaults, { query: { supplier_company_id: supplierCompanyId } }),
    }),
}

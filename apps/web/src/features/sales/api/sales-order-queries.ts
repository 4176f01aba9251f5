import { salesOrderEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The sales-order list uses `all` as its ListScreen key.
export const salesOrderQueries = {
  all: ['sales-orders'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['sales-orders', 'detail', id],
      queryFn: () => callApi(salesOrderEndpoints.get, { params: { id } }),
    }),
  customers: () =>
    queryOptions({
      queryKey: ['sales-orders', 'customers'],
      queryFn: () => callApi(salesOrderEndpoints.customers),
      staleTime: 60_000,
    }),
  suppliers: () =>
    queryOptions({
      queryKey: ['sales-orders', 'suppliers'],
      queryFn: () => callApi(salesOrderEndpoints.suppliers),
      staleTime: 60_000,
    }),
}

import { stockCountEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The count list uses `all` as its ListScreen key; a count's rows list uses `rows(id)`.
export const stockCountQueries = {
  all: ['stock-counts'] as const,
  rows: (id: string) => ['stock-counts', 'rows', id] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['stock-counts', 'detail', id],
      queryFn: () => callApi(stockCountEndpoints.get, { params: { id } }),
    }),
}

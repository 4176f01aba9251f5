import { forecastEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The forecast list uses `all` as its ListScreen key.
export const forecastQueries = {
  all: ['forecasts'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['forecasts', 'detail', id],
      queryFn: () => callApi(forecastEndpoints.get, { params: { id } }),
    }),
  suppliers: () =>
    queryOptions({
      queryKey: ['forecasts', 'suppliers'],
      queryFn: () => callApi(forecastEndpoints.suppliers),
      staleTime: 60_000,
    }),
}

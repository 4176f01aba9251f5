import { accountEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

export const accountQueries = {
  all: ['account'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'detail'],
      queryFn: () => callApi(accountEndpoints.get),
      // The page shows its own error state with a retry.
      meta: { quiet: true },
    }),
}

import { quotationInviteEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The supplier's side: the invite list uses `all` as its ListScreen key.
export const inviteQueries = {
  all: ['quotation-invites'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['quotation-invites', 'detail', id],
      queryFn: () => callApi(quotationInviteEndpoints.get, { params: { id } }),
    }),
}

import { authEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// Link pages show their own "link doesn't work" state, so their queries stay quiet and never retry.
export const authQueries = {
  all: ['auth-links'] as const,
  invite: (hash: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'invite', hash],
      queryFn: () => callApi(authEndpoints.invite, { params: { hash } }),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      meta: { quiet: true },
    }),
  // Verifying spends the token: as a query it runs once per open page, even when React renders twice.
  verifyEmail: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'verify-email', token],
      queryFn: () => callApi(authEndpoints.verifyEmail, { params: { token } }),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      meta: { quiet: true },
    }),
}

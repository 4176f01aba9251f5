import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../../../lib/api/api-error.ts'
import { GuestLinkInvalid, GuestSignIn } from '../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../ui/load-state.tsx'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

// What each guest booking page shows before its data: the sign-in its link asks for (spec §5), the
// link that no longer works (spec §8), or the loading and error states.
export function GuestBookingGate<T>({
  token,
  query,
  queryKey,
  children,
}: {
  token: string
  query: UseQueryResult<T>
  queryKey: QueryKey
  children: (data: T) => ReactNode
}) {
  if (statusOf(query.error) === 401) return <GuestSignIn token={token} queryKey={queryKey} />
  if (statusOf(query.error) === 404) return <GuestLinkInvalid />
  if (!query.data) return <LoadState query={query} />
  return children(query.data)
}

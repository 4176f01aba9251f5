import { type GuestTaskUpdateBody, guestTaskEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// A guest's one task, by its link's token.
export const guestTaskQueries = {
  all: ['guest-task'] as const,
  detail: (token: string) =>
    queryOptions({
      queryKey: ['guest-task', token],
      queryFn: () => callApi(guestTaskEndpoints.get, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
}

export const useGuestTaskUpdate = (token: string) =>
  useInvalidatingMutation(
    (body: GuestTaskUpdateBody) => callApi(guestTaskEndpoints.update, { params: { token }, body }),
    guestTaskQueries.all,
  )

export const useGuestTaskComment = (token: string) =>
  useInvalidatingMutation(
    (text: string) => callApi(guestTaskEndpoints.comment, { params: { token }, body: { text } }),
    guestTaskQueries.all,
  )

import {
  type BookingTrackingBody,
  type DiscrepancyBody,
  type GuestBookingMarkBody,
  guestBookingEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// The guest's one booking and its discrepancies, by the link's token.
export const guestBookingQueries = {
  all: ['guest-booking'] as const,
  detail: (token: string) =>
    queryOptions({
      queryKey: ['guest-booking', token],
      queryFn: () => callApi(guestBookingEndpoints.get, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
  discrepancies: (token: string) =>
    queryOptions({
      queryKey: ['guest-booking', token, 'discrepancies'],
      queryFn: () => callApi(guestBookingEndpoints.discrepancies, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
}

export const useGuestTracking = (token: string) =>
  useInvalidatingMutation(
    (body: BookingTrackingBody) => callApi(guestBookingEndpoints.tracking, { params: { token }, body }),
    guestBookingQueries.all,
    { quiet: true },
  )

export const useGuestMark = (token: string) =>
  useInvalidatingMutation(
    (body: GuestBookingMarkBody) => callApi(guestBookingEndpoints.mark, { params: { token }, body }),
    guestBookingQueries.all,
    { quiet: true },
  )

export const useGuestReport = (token: string) =>
  useInvalidatingMutation(
    (body: DiscrepancyBody) => callApi(guestBookingEndpoints.report, { params: { token }, body }),
    guestBookingQueries.all,
    { quiet: true },
  )

import { guestQuotationInviteEndpoints, type QuotationResponseBody } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// An external supplier's invite, by its guest link's token (decision 0039). The page shows its own
// errors (a dead link, a password to give): quiet, and never retried.
export const guestInviteQueries = {
  all: ['guest-quotation-invites'] as const,
  detail: (token: string) =>
    queryOptions({
      queryKey: ['guest-quotation-invites', 'detail', token],
      queryFn: () => callApi(guestQuotationInviteEndpoints.get, { params: { token } }),
      retry: false,
      meta: { quiet: true },
    }),
}

export const saveGuestResponse = (token: string, body: QuotationResponseBody) =>
  callApi(guestQuotationInviteEndpoints.saveResponse, { params: { token }, body })

export const sendGuestResponse = (token: string, version: number) =>
  callApi(guestQuotationInviteEndpoints.sendResponse, { params: { token }, body: { version } })

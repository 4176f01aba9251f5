import {
  guestInviteDeviationEndpoints,
  inviteDeviationEndpoints,
  quotationDeviationEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The deviations of a quotation (decision 0041): the buyer's of every supplier, a supplier's or a
// guest's of its own invite.
export const deviationQueries = {
  all: ['quotation-deviations'] as const,
  buyer: (id: string) =>
    queryOptions({
      queryKey: ['quotation-deviations', 'buyer', id],
      queryFn: () => callApi(quotationDeviationEndpoints.list, { params: { id } }),
    }),
  invite: (id: string) =>
    queryOptions({
      queryKey: ['quotation-deviations', 'invite', id],
      queryFn: () => callApi(inviteDeviationEndpoints.list, { params: { id } }),
    }),
  guest: (token: string) =>
    queryOptions({
      queryKey: ['quotation-deviations', 'guest', token],
      queryFn: () => callApi(guestInviteDeviationEndpoints.list, { params: { token } }),
      retry: false,
    }),
}

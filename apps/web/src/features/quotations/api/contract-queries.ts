import {
  guestInviteContractEndpoints,
  inviteContractEndpoints,
  quotationContractEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The contract sections of a quotation (decision 0040): the buyer's with every supplier's thread, a
// supplier's or a guest's with its own.
export const contractQueries = {
  all: ['quotation-contract'] as const,
  buyer: (id: string) =>
    queryOptions({
      queryKey: ['quotation-contract', 'buyer', id],
      queryFn: () => callApi(quotationContractEndpoints.list, { params: { id } }),
    }),
  invite: (id: string) =>
    queryOptions({
      queryKey: ['quotation-contract', 'invite', id],
      queryFn: () => callApi(inviteContractEndpoints.list, { params: { id } }),
    }),
  guest: (token: string) =>
    queryOptions({
      queryKey: ['quotation-contract', 'guest', token],
      queryFn: () => callApi(guestInviteContractEndpoints.list, { params: { token } }),
      retry: false,
    }),
  // A contract document's files, read by the guest's link (decision 0043).
  guestFiles: (token: string, sectionId: string) =>
    queryOptions({
      queryKey: ['quotation-contract', 'guest', token, 'files', sectionId],
      queryFn: () => callApi(guestInviteContractEndpoints.files, { params: { token, sectionId } }),
      retry: false,
    }),
}

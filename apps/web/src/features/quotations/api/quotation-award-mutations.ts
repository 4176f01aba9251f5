import { quotationEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { quotationQueries } from './quotation-queries.ts'

interface Move {
  id: string
  version: number
}

// The buyer's moves on the compare page; a refusal (a stale version, a wrong state) shows the
// server's message, and the page refetches what changed.
export const useAwardQuotation = () =>
  useInvalidatingMutation(
    ({ id, inviteId, version }: Move & { inviteId: string }) =>
      callApi(quotationEndpoints.award, { params: { id }, body: { invite_id: inviteId, version } }),
    quotationQueries.all,
  )

export const useCancelAward = () =>
  useInvalidatingMutation(
    ({ id, version }: Move) => callApi(quotationEndpoints.cancelAward, { params: { id }, body: { version } }),
    quotationQueries.all,
  )

export const useRejectInvite = () =>
  useInvalidatingMutation(
    ({ id, inviteId, version }: Move & { inviteId: string }) =>
      callApi(quotationEndpoints.rejectInvite, { params: { id, inviteId }, body: { version } }),
    quotationQueries.all,
  )

export const useCloseQuotation = () =>
  useInvalidatingMutation(
    ({ id, version }: Move) => callApi(quotationEndpoints.close, { params: { id }, body: { version } }),
    quotationQueries.all,
  )

// The new purchase-order draft; the orders' lists are refetched too.
export const useCreateQuotationOrder = () =>
  useInvalidatingMutation(
    ({ id, version }: Move) => callApi(quotationEndpoints.createOrder, { params: { id }, body: { version } }),
    quotationQueries.all,
    { also: ['orders'] },
  )

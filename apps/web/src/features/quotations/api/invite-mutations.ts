import { type QuotationResponseBody, quotationInviteEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { inviteQueries } from './invite-queries.ts'

// The answer is saved between the steps, then sent; each answer is the whole invite at its new version.
export const useSaveResponse = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: QuotationResponseBody }) =>
      callApi(quotationInviteEndpoints.saveResponse, { params: { id }, body }),
    inviteQueries.all,
    { quiet: true },
  )

export const useSendResponse = () =>
  useInvalidatingMutation(
    ({ id, version }: { id: string; version: number }) =>
      callApi(quotationInviteEndpoints.sendResponse, { params: { id }, body: { version } }),
    inviteQueries.all,
    { quiet: true },
  )

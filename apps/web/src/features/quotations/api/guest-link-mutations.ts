import { quotationGuestLinkEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { quotationQueries } from './quotation-queries.ts'

interface InviteKey {
  id: string
  inviteId: string
}

// An external supplier's link (decision 0043): a new one replaces the live one; the compare page
// reloads the link's status. Quiet: the dialog shows a refusal on its password field.
export const useSendQuotationGuestLink = ({ id, inviteId }: InviteKey) =>
  useInvalidatingMutation(
    (password: string | null) =>
      callApi(quotationGuestLinkEndpoints.send, { params: { id, inviteId }, body: { password } }),
    quotationQueries.all,
    { quiet: true },
  )

export const useRevokeQuotationGuestLink = ({ id, inviteId }: InviteKey) =>
  useInvalidatingMutation(
    () => callApi(quotationGuestLinkEndpoints.revoke, { params: { id, inviteId } }),
    quotationQueries.all,
  )

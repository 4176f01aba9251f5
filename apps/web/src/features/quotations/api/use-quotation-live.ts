import {
  channels,
  type QuotationInviteUpdated,
  type QuotationUpdated,
  quotationInviteUpdatedEvent,
  quotationUpdatedEvent,
} from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'
import { contractQueries } from './contract-queries.ts'
import { deviationQueries } from './deviation-queries.ts'
import { inviteQueries } from './invite-queries.ts'
import { quotationQueries } from './quotation-queries.ts'

// The compare page follows the suppliers: the server sends QuotationUpdated on the buyer's sync
// channel when an answer is sent or changed, a deviation proposed, and after every award, cancel,
// rejection or close.
export function useQuotationLive(quotationId: string) {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  useChannelEvent<QuotationUpdated>(
    user ? channels.sync(user.company_id) : null,
    quotationUpdatedEvent,
    (event) => {
      if (event.id !== quotationId) return
      void queryClient.invalidateQueries({ queryKey: quotationQueries.all })
      void queryClient.invalidateQueries({ queryKey: deviationQueries.all })
    },
  )
}

// The supplier's invite page follows the buyer: QuotationInviteUpdated comes on the supplier's sync
// channel when the buyer decides its deviation, awards, rejects or closes, or changes the contract.
export function useInviteLive(inviteId: string) {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  useChannelEvent<QuotationInviteUpdated>(
    user ? channels.sync(user.company_id) : null,
    quotationInviteUpdatedEvent,
    (event) => {
      if (event.id !== inviteId) return
      void queryClient.invalidateQueries({ queryKey: inviteQueries.all })
      void queryClient.invalidateQueries({ queryKey: deviationQueries.invite(inviteId).queryKey })
      void queryClient.invalidateQueries({ queryKey: contractQueries.invite(inviteId).queryKey })
    },
  )
}

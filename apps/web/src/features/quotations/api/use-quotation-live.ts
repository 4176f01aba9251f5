import { channels, type QuotationUpdated, quotationUpdatedEvent } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'
import { deviationQueries } from './deviation-queries.ts'
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

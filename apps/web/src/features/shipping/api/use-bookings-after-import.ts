import { channels, type RealtimePayload } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'
import { bookingQueries } from './booking-queries.ts'

// The drafts a booking import creates come from a job, not from this tab: the lists are fetched again
// once the company's imports have ended (SyncStatusUpdated false on its sync channel).
export function useBookingsAfterImport() {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const channel = user ? channels.sync(user.company_id) : null
  useChannelEvent<RealtimePayload<'SyncStatusUpdated'>>(channel, 'SyncStatusUpdated', ({ status }) => {
    if (!status) void queryClient.invalidateQueries({ queryKey: bookingQueries.all })
  })
}

import { channels, type OrderUpdated, orderUpdatedEvent } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'
import { orderQueries } from './order-queries.ts'

// Open order pages and lists follow the other party: the server sends OrderUpdated on the company's
// sync channel after every committed change of an order the company sees. `orderId`: only that order
// (its page); without it, any order (the lists).
export function useOrderLive(orderId?: string) {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  useChannelEvent<OrderUpdated>(user ? channels.sync(user.company_id) : null, orderUpdatedEvent, (event) => {
    if (!orderId || event.id === orderId) void queryClient.invalidateQueries({ queryKey: orderQueries.all })
  })
}

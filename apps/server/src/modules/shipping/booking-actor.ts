import type { RequestContext } from '../../platform/http/context.ts'
import { type ShippingActor, shippingActorOf } from '../orders/index.ts'

// Who acts on a booking: a user of the buyer, or the guest it was sent to (the forwarder or the
// supplier, decision 0061), who acts for the buyer on that one booking, has no user and is named by
// the address its link went to.
export interface BookingActor extends ShippingActor {
  companyName: string
  reporter: 'buyer' | 'guest'
}

export const bookingActorOf = (ctx: RequestContext): BookingActor => ({
  ...shippingActorOf(ctx),
  companyName: ctx.principal.company,
  reporter: 'buyer',
})

// What reads of a booking need: the transaction and the company it acts as.
export type BookingScope = Pick<RequestContext, 'tx' | 'companyId'>

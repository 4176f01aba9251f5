import type { DeliveryBooking } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'

// The booking carrying each delivery, for the delivery views' track and trace (decision 0061).
// Bookings are the shipping module's, which depends on this one: it provides the lookup when it loads
// (a port, so orders never imports shipping). The lookup runs in the viewer's transaction, so a
// supplier, who cannot read the buyer's bookings, gets none.
export type DeliveryBookingsSource = (
  tx: Tx,
  companyId: string,
  deliveryIds: string[],
) => Promise<Map<string, DeliveryBooking>>

let source: DeliveryBookingsSource = async () => new Map()

export function provideDeliveryBookings(lookup: DeliveryBookingsSource) {
  source = lookup
}

export const deliveryBookings: DeliveryBookingsSource = (tx, companyId, deliveryIds) =>
  deliveryIds.length === 0 ? Promise.resolve(new Map()) : source(tx, companyId, deliveryIds)

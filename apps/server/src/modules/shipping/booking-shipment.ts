import type { BookingBody } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { createBooking } from './booking.service.ts'
import { markBooking } from './booking-mark.ts'
import { savePackingList } from './booking-packing.ts'
import { proposePackingList } from './booking-packing-proposal.ts'

// /bookings/create/shipment (spec §2.1, `create.shipment`): a shipment whose pickup is already
// arranged is added in one step: the booking, its packing list from the packing instructions and
// its pickup marked scheduled, in one transaction, so any refusal (no ETD, another draft holds a
// delivery) leaves nothing behind. The packing list stays editable until the goods leave.
export async function createShipment(ctx: RequestContext, body: z.output<typeof BookingBody>) {
  const draft = await createBooking(ctx, body)
  const proposal = await proposePackingList(ctx, draft.id)
  const packed = await savePackingList(ctx, draft.id, {
    version: draft.version,
    deliveries: proposal.deliveries,
  })
  return markBooking(ctx, draft.id, { action: 'schedule_pickup', version: packed.version })
}

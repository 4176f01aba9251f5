import { type PackingProposal, proposePackages, translate } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { listPackingListLines } from '../orders/index.ts'
import { deliveriesOfBooking } from './booking.queries.ts'
import { findOwnBooking } from './booking.service.ts'

// A starting point for the packing list (spec §2.10): each carried delivery packed by its lines'
// packing instructions and box types; the user edits and saves it as any packing list.
export async function proposePackingList(ctx: RequestContext, id: string): Promise<PackingProposal> {
  await findOwnBooking(ctx, id)
  const fallback = translate(ctx.locale, 'shipping.defaultPackage')
  const deliveries = []
  for (const link of await deliveriesOfBooking(ctx.tx, ctx.companyId, id)) {
    const lines = await listPackingListLines(ctx.tx, link.orderDeliveryId)
    deliveries.push({ booking_delivery_id: link.id, packages: proposePackages(lines, fallback) })
  }
  return { deliveries }
}

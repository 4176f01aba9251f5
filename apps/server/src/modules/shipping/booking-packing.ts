import { canonicalDecimal, type PackingListBody, packingListEditable, translate } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import type { z } from 'zod'
import { AppError, conflict, type FieldError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { bookedDeliveries } from '../orders/index.ts'
import {
  deliveriesOfBooking,
  replacePackages,
  type StoredPackage,
  updateBookingAt,
} from './booking.queries.ts'
import { auditBooking, findOwnBooking, getBooking } from './booking.service.ts'

const plain = (value: Decimal) => canonicalDecimal(value.toFixed())

// Spec §5: the packages of a delivery hold its quantity, no more and no less. A delivery sent without
// packages is not packed yet (the packing list is then incomplete, which a pickup refuses). The whole
// list is one request: checked in memory against one read of the quantities, written in one statement.
export async function savePackingList(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof PackingListBody>,
) {
  const row = await findOwnBooking(ctx, id)
  if (!packingListEditable(row.status))
    throw conflict('shipping.packingLocked', {
      number: row.number,
      status: translate(ctx.locale, `shipping.status.${row.status}`),
    })
  if (row.version !== body.version) throw conflict()
  const links = new Map((await deliveriesOfBooking(ctx.tx, ctx.companyId, id)).map((link) => [link.id, link]))
  const quantities = new Map(
    (
      await bookedDeliveries(
        ctx.tx,
        ctx.companyId,
        [...links.values()].map((link) => link.orderDeliveryId),
      )
    ).map((delivery) => [delivery.deliveryId, new Decimal(delivery.quantity)]),
  )
  const errors: Record<string, FieldError[]> = {}
  const seen = new Set<string>()
  const lists = new Map<string, StoredPackage[]>()
  body.deliveries.forEach((delivery, index) => {
    const link = links.get(delivery.booking_delivery_id)
    if (!link) errors[`deliveries.${index}.booking_delivery_id`] = ['shipping.packingUnknown']
    else if (seen.has(link.id)) errors[`deliveries.${index}.booking_delivery_id`] = ['shipping.packingTwice']
    seen.add(delivery.booking_delivery_id)
    if (!link || delivery.packages.length === 0) return
    const quantity = quantities.get(link.orderDeliveryId)!
    const packed = delivery.packages.reduce((sum, one) => sum.plus(one.quantity), new Decimal(0))
    if (!packed.eq(quantity))
      errors[`deliveries.${index}.packages`] = [
        { key: 'shipping.packingTotal', params: { packed: plain(packed), quantity: plain(quantity) } },
      ]
    lists.set(
      link.id,
      delivery.packages.map((one) => ({
        package_type: one.package_type,
        gross_weight: one.gross_weight,
        net_weight: one.net_weight,
        quantity: one.quantity,
      })),
    )
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  if (!(await updateBookingAt(ctx.tx, ctx.companyId, id, body.version, {}))) throw conflict()
  await replacePackages(ctx.tx, ctx.companyId, id, lists)
  const packages = [...lists.values()].reduce((sum, list) => sum + list.length, 0)
  await auditBooking(ctx, id, 'packing_list', null, { packages })
  return getBooking(ctx, id)
}

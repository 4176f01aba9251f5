import { randomUUID } from 'node:crypto'
import {
  actionsNeedingPackingList,
  type Booking,
  type BookingAction,
  bookingTransitions,
  canTakeBookingAction,
  type MessageKey,
  translate,
} from '@scm/contracts'
import { Decimal } from 'decimal.js'
import { conflict, forbidden } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { receiveDelivery } from '../inventory/index.ts'
import { deliveryToReceive, shipBookedDeliveries } from '../orders/index.ts'
import { notifyCompany } from '../partners/index.ts'
import { type BookingRow, findBooking, setDeliveriesDraft, updateBookingAt } from './booking.queries.ts'
import { auditBooking, describeBooking, findOwnBooking, recordBookingHistory } from './booking.service.ts'
import { type BookingActor, bookingActorOf } from './booking-actor.ts'
import { approvedLineQuantities, undecidedCount } from './booking-discrepancy.queries.ts'

const codes = (deliveries: Booking['deliveries']) => deliveries.map((one) => one.delivery_code).join(', ')

// Spec §4: "A delivery ETD is required for shipment flag actions"; a pickup needs the goods packed;
// the goods are received once every discrepancy is decided (decision 0061).
async function checkRules(actor: BookingActor, row: BookingRow, booking: Booking, action: BookingAction) {
  const noEtd = booking.deliveries.filter((one) => !one.etd)
  if (noEtd.length > 0) throw conflict('shipping.etdMissing', { number: row.number, codes: codes(noEtd) })
  if (action === 'mark_goods_receipt') {
    const count = await undecidedCount(actor.tx, actor.companyId, row.id)
    if (count > 0) throw conflict('shipping.discrepanciesUndecided', { number: row.number, count })
  }
  if (!actionsNeedingPackingList.includes(action)) return
  const unpacked = booking.deliveries.filter((one) => !new Decimal(one.packed_quantity).eq(one.quantity))
  if (unpacked.length > 0)
    throw conflict('shipping.packingIncomplete', { number: row.number, codes: codes(unpacked) })
}

// Goods receipt: what is still to come of each delivery taken into its warehouse, through inventory's
// goods receipts (stock, the order's received quantities and its history, the supplier's notice). A
// line with an approved discrepancy brought the approved quantity, not the ordered one.
async function receiveBooked(ctx: RequestContext, booking: Booking) {
  const approved = await approvedLineQuantities(ctx.tx, ctx.companyId, booking.id)
  for (const one of booking.deliveries) {
    const delivery = await deliveryToReceive(ctx.tx, ctx.companyId, one.order_id, one.delivery_id)
    const lines = (delivery?.lines ?? [])
      .map((line) => ({
        line_id: line.id,
        quantity: new Decimal(approved.get(line.id) ?? line.qty).minus(line.receivedQty),
      }))
      .filter((line) => line.quantity.gt(0))
      .map((line) => ({ line_id: line.line_id, quantity: line.quantity.toFixed() }))
    if (lines.length > 0)
      await receiveDelivery(ctx, one.order_id, one.delivery_id, { id: randomUUID(), lines })
  }
}

export const markBooking = (
  ctx: RequestContext,
  id: string,
  body: { action: BookingAction; version: number },
) => moveBooking(bookingActorOf(ctx), id, body, (booking) => receiveBooked(ctx, booking))

// One mark action on the version the actor saw (decision 0057). A booking already where the action
// leads answers as it is (a double click, a retry); the status changes first, guarded by the version,
// so two requests take turns and the second finds it done. `receive` posts the goods receipt: a
// guest, who may not, has none.
export async function moveBooking(
  actor: BookingActor,
  id: string,
  body: { action: BookingAction; version: number },
  receive: ((booking: Booking) => Promise<void>) | null,
) {
  const row = await findOwnBooking(actor, id)
  const { to } = bookingTransitions[body.action]
  if (row.status === to) return describeBooking(actor, row)
  if (!canTakeBookingAction(body.action, row.status))
    throw conflict('shipping.transition', {
      number: row.number,
      status: translate(actor.locale, `shipping.status.${row.status}`),
      action: translate(actor.locale, `shipping.action.${body.action}`),
    })
  if (body.action === 'mark_goods_receipt' && !receive) throw forbidden()
  if (row.version !== body.version) throw conflict()
  const booking = await describeBooking(actor, row)
  await checkRules(actor, row, booking, body.action)
  if (!(await updateBookingAt(actor.tx, actor.companyId, id, body.version, { status: to }))) {
    const now = await findBooking(actor.tx, actor.companyId, id)
    if (now?.status === to) return describeBooking(actor, now)
    throw conflict()
  }
  if (row.status === 'draft') await setDeliveriesDraft(actor.tx, actor.companyId, id, false)
  if (body.action === 'mark_in_transit')
    await shipBookedDeliveries(
      actor,
      booking.deliveries.map((one) => one.delivery_id),
    )
  if (body.action === 'mark_goods_receipt') await receive!(booking)
  await recordBookingHistory(actor, id, body.action, row.status, to)
  await auditBooking(actor, id, body.action, { status: row.status }, { status: to })
  tellOtherParty(actor, row, booking, body.action)
  return describeBooking(actor, (await findBooking(actor.tx, actor.companyId, id))!)
}

// Each mark is told once it has committed. The supplier's users hear of it with a link to the (first)
// order (the booking itself is the buyer's); a guest's mark is also told to the buyer's users.
function tellOtherParty(actor: BookingActor, row: BookingRow, booking: Booking, action: BookingAction) {
  const first = booking.deliveries[0]
  const message = `shipping.notice.${action}` as MessageKey
  const params = { company: actor.companyName, number: row.number, codes: codes(booking.deliveries) }
  actor.afterCommit(async () => {
    await notifyCompany(actor.platform, row.supplierCompanyId, 'list.orders', {
      type: 'order-status-changed',
      message,
      params,
      ...(first ? { link: `/orders/${first.order_id}`, linkText: 'shipping.notice.open' as const } : {}),
    })
    if (actor.reporter === 'guest')
      await notifyCompany(actor.platform, actor.companyId, 'list.bookings', {
        type: 'booking-status-changed',
        message: `shipping.notice.guest.${action}` as MessageKey,
        params: { ...params, guest: actor.actorName },
        link: `/bookings/${row.id}`,
        linkText: 'shipping.notice.openBooking',
      })
  })
}

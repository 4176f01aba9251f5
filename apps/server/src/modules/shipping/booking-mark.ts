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
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { receiveDelivery } from '../inventory/index.ts'
import { deliveryToReceive, shipBookedDeliveries } from '../orders/index.ts'
import { notifyCompany } from '../partners/index.ts'
import { type BookingRow, findBooking, setDeliveriesDraft, updateBookingAt } from './booking.queries.ts'
import { auditBooking, describeBooking, findOwnBooking, recordBookingHistory } from './booking.service.ts'

const codes = (deliveries: Booking['deliveries']) => deliveries.map((one) => one.delivery_code).join(', ')

// Spec §4: "A delivery ETD is required for shipment flag actions"; a pickup needs the goods packed.
function checkRules(row: BookingRow, booking: Booking, action: BookingAction) {
  const noEtd = booking.deliveries.filter((one) => !one.etd)
  if (noEtd.length > 0) throw conflict('shipping.etdMissing', { number: row.number, codes: codes(noEtd) })
  if (!actionsNeedingPackingList.includes(action)) return
  const unpacked = booking.deliveries.filter((one) => !new Decimal(one.packed_quantity).eq(one.quantity))
  if (unpacked.length > 0)
    throw conflict('shipping.packingIncomplete', { number: row.number, codes: codes(unpacked) })
}

// Goods receipt: what is still to come of each delivery taken into its warehouse, through inventory's
// goods receipts (stock, the order's received quantities and its history, the supplier's notice).
async function receiveBooked(ctx: RequestContext, booking: Booking) {
  for (const one of booking.deliveries) {
    const delivery = await deliveryToReceive(ctx.tx, ctx.companyId, one.order_id, one.delivery_id)
    const lines = (delivery?.lines ?? [])
      .map((line) => ({ line_id: line.id, quantity: new Decimal(line.qty).minus(line.receivedQty) }))
      .filter((line) => line.quantity.gt(0))
      .map((line) => ({ line_id: line.line_id, quantity: line.quantity.toFixed() }))
    if (lines.length > 0)
      await receiveDelivery(ctx, one.order_id, one.delivery_id, { id: randomUUID(), lines })
  }
}

// One mark action on the version the user saw (decision 0057). A booking already where the action
// leads answers as it is (a double click, a retry); the status changes first, guarded by the version,
// so two requests take turns and the second finds it done.
export async function markBooking(
  ctx: RequestContext,
  id: string,
  body: { action: BookingAction; version: number },
) {
  const row = await findOwnBooking(ctx, id)
  const { to } = bookingTransitions[body.action]
  if (row.status === to) return describeBooking(ctx, row)
  if (!canTakeBookingAction(body.action, row.status))
    throw conflict('shipping.transition', {
      number: row.number,
      status: translate(ctx.locale, `shipping.status.${row.status}`),
      action: translate(ctx.locale, `shipping.action.${body.action}`),
    })
  if (row.version !== body.version) throw conflict()
  const booking = await describeBooking(ctx, row)
  checkRules(row, booking, body.action)
  if (!(await updateBookingAt(ctx.tx, ctx.companyId, id, body.version, { status: to }))) {
    const now = await findBooking(ctx.tx, ctx.companyId, id)
    if (now?.status === to) return describeBooking(ctx, now)
    throw conflict()
  }
  if (row.status === 'draft') await setDeliveriesDraft(ctx.tx, ctx.companyId, id, false)
  if (body.action === 'mark_in_transit')
    await shipBookedDeliveries(
      ctx,
      booking.deliveries.map((one) => one.delivery_id),
    )
  if (body.action === 'mark_goods_receipt') await receiveBooked(ctx, booking)
  await recordBookingHistory(ctx, id, body.action, row.status, to)
  await auditBooking(ctx, id, body.action, { status: row.status }, { status: to })
  tellSupplier(ctx, row, booking, body.action)
  return describeBooking(ctx, (await findBooking(ctx.tx, ctx.companyId, id))!)
}

// The supplier's users hear of each mark once it has committed, with a link to the (first) order: the
// booking itself is the buyer's.
function tellSupplier(ctx: RequestContext, row: BookingRow, booking: Booking, action: BookingAction) {
  const first = booking.deliveries[0]
  ctx.afterCommit(() =>
    notifyCompany(ctx.platform, row.supplierCompanyId, 'list.orders', {
      type: 'order-status-changed',
      message: `shipping.notice.${action}` as MessageKey,
      params: { company: ctx.principal.company, number: row.number, codes: codes(booking.deliveries) },
      ...(first ? { link: `/orders/${first.order_id}`, linkText: 'shipping.notice.open' as const } : {}),
    }),
  )
}

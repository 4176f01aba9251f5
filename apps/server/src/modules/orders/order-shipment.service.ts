import {
  type DeliveryReadinessBody,
  type DeliveryShipmentBody,
  type DeliveryShipmentState,
  deliveryShipmentStates,
  type MessageKey,
  type OrderSide,
  shippableStatuses,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { OrderRow } from './order.queries.ts'
import { findOrder, updateOrderAtVersion } from './order.queries.ts'
import { assertOrderVersion, findOrderForActor } from './order-access.ts'
import { type ShippingActor, shippingActorOf, viewerOf } from './order-context.ts'
import {
  type DeliveryRow,
  findOrderDelivery,
  listShipmentStates,
  ownDeliveriesByIds,
  setShipmentStates,
  updateOrderDelivery,
} from './order-delivery.queries.ts'
import { describeOrder } from './order-for-viewer.ts'
import { type OrderChange, recordOrderHistory } from './order-history.ts'
import { announceOrderUpdated, orderNotice, tellCompanyAfterCommit } from './order-notices.ts'
import { transitionNotAllowed } from './order-transition-error.ts'

// Shipment and readiness are the supplier's to set, once it has confirmed the order and until the goods
// are on their way.
async function suppliersDelivery(
  ctx: RequestContext,
  id: string,
  deliveryId: string,
  action: string,
  version: number,
) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  const delivery = await findOrderDelivery(ctx.tx, id, deliveryId)
  if (!delivery) throw notFound()
  if (side !== 'supplier') throw forbidden()
  if (!shippableStatuses.includes(order.status)) throw transitionNotAllowed(ctx, action, order.status)
  assertOrderVersion(order, version)
  return { order, delivery }
}

// One step of a delivery, recorded, told to the other party and announced; the order's version guards
// it. The supplier takes these steps on its order page; the buyer ships deliveries through a booking.
async function commitStep(
  ctx: ShippingActor,
  order: OrderRow,
  side: OrderSide,
  step: {
    event: string
    changes: OrderChange[]
    status?: OrderRow['status']
    message: MessageKey
    params: Record<string, string>
  },
) {
  const moved = await updateOrderAtVersion(ctx.tx, order.id, order.version, {
    status: step.status ?? order.status,
  })
  if (!moved) throw conflict()
  const changes =
    moved.status === order.status
      ? step.changes
      : [...step.changes, { field: 'status', before: order.status, after: moved.status }]
  await recordOrderHistory(
    ctx.tx,
    moved,
    { userId: ctx.userId, name: ctx.actorName, side },
    { event: step.event, changes },
  )
  await recordAudit(ctx, { entityType: 'order', entityId: order.id, action: step.event, after: { changes } })
  const [told, company] =
    side === 'supplier' ? [order.companyId, order.supplierName] : [order.supplierCompanyId, order.buyerName]
  tellCompanyAfterCommit(
    ctx,
    told,
    orderNotice(moved, 'order-status-changed', step.message, { company, ...step.params }),
  )
  announceOrderUpdated(ctx, moved, true)
  return moved
}

const rank = (state: DeliveryShipmentState) => deliveryShipmentStates.indexOf(state)

// Deliveries of one order shipped this far; when every delivery of the order is fully shipped the order
// is in transit (spec §4).
async function shipOrderDeliveries(
  ctx: ShippingActor,
  order: OrderRow,
  side: OrderSide,
  shipped: DeliveryRow[],
  state: DeliveryShipmentState,
) {
  await setShipmentStates(
    ctx.tx,
    shipped.map((delivery) => delivery.id),
    state,
  )
  const all = await listShipmentStates(ctx.tx, order.id)
  return commitStep(ctx, order, side, {
    event: 'delivery_shipped',
    changes: shipped.map((delivery) =>
      fieldChange(delivery, 'shipment_state', delivery.shipmentState, state),
    ),
    status: all.every((row) => row.state === 'fully_shipped') ? 'in_transit' : undefined,
    message: state === 'fully_shipped' ? 'orders.notice.shipped' : 'orders.notice.partiallyShipped',
    params: { code: shipped.map((delivery) => delivery.code).join(', ') },
  })
}

// A delivery goes from not shipped to partially and fully shipped, never back.
export async function shipDelivery(
  ctx: RequestContext,
  id: string,
  deliveryId: string,
  body: z.output<typeof DeliveryShipmentBody>,
) {
  const { order, delivery } = await suppliersDelivery(ctx, id, deliveryId, 'ship', body.version)
  if (rank(body.state) <= rank(delivery.shipmentState)) throw conflict('orders.shipmentNotAllowed')
  const moved = await shipOrderDeliveries(shippingActorOf(ctx), order, 'supplier', [delivery], body.state)
  return describeOrder(ctx.tx, viewerOf(ctx), moved, 'supplier')
}

// The buyer's booking has taken these deliveries of its own orders on their way (decision 0057): each
// is fully shipped, as the supplier's "mark deliveries in transit" would have it, one step per order.
// An order that is not confirmed, or is closed, refuses with 409; delivered ones are left as they are.
export async function shipBookedDeliveries(ctx: ShippingActor, deliveryIds: string[]) {
  const deliveries = await ownDeliveriesByIds(ctx.tx, ctx.companyId, deliveryIds)
  const byOrder = new Map<string, DeliveryRow[]>()
  for (const delivery of deliveries)
    if (delivery.shipmentState !== 'fully_shipped')
      byOrder.set(delivery.orderId, [...(byOrder.get(delivery.orderId) ?? []), delivery])
  for (const [orderId, shipped] of byOrder) {
    const order = (await findOrder(ctx.tx, orderId))!
    if (!shippableStatuses.includes(order.status)) throw transitionNotAllowed(ctx, 'ship', order.status)
    await shipOrderDeliveries(ctx, order, 'buyer', shipped, 'fully_shipped')
  }
}

// Spec §4 shipment readiness: too early, ok to ship, submitted for shipment.
export async function setDeliveryReadiness(
  ctx: RequestContext,
  id: string,
  deliveryId: string,
  body: z.output<typeof DeliveryReadinessBody>,
) {
  const { order, delivery } = await suppliersDelivery(ctx, id, deliveryId, 'readiness', body.version)
  if (delivery.readiness === body.readiness) throw conflict('orders.readinessUnchanged')
  await updateOrderDelivery(ctx.tx, deliveryId, { readiness: body.readiness })
  const moved = await commitStep(shippingActorOf(ctx), order, 'supplier', {
    event: 'delivery_readiness',
    changes: [fieldChange(delivery, 'readiness', delivery.readiness, body.readiness)],
    message: `orders.notice.readiness.${body.readiness}`,
    params: { code: delivery.code },
  })
  return describeOrder(ctx.tx, viewerOf(ctx), moved, 'supplier')
}

const fieldChange = (delivery: DeliveryRow, field: string, before: string | null, after: string) => ({
  field: `deliveries.${delivery.position}.${field}`,
  before,
  after,
})

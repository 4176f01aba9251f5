import {
  type DeliveryReadinessBody,
  type DeliveryShipmentBody,
  type DeliveryShipmentState,
  deliveryShipmentStates,
  type MessageKey,
  shippableStatuses,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { OrderRow } from './order.queries.ts'
import { updateOrderAtVersion } from './order.queries.ts'
import { assertOrderVersion, findOrderForActor } from './order-access.ts'
import { actorOf, viewerOf } from './order-context.ts'
import {
  type DeliveryRow,
  findOrderDelivery,
  listShipmentStates,
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

// One step of a delivery, recorded, told to the buyer and announced; the order's version guards it.
async function commitStep(
  ctx: RequestContext,
  order: OrderRow,
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
  await recordOrderHistory(ctx.tx, moved, actorOf(ctx, 'supplier'), { event: step.event, changes })
  await recordAudit(ctx, { entityType: 'order', entityId: order.id, action: step.event, after: { changes } })
  tellCompanyAfterCommit(
    ctx,
    order.companyId,
    orderNotice(moved, 'order-status-changed', step.message, { company: order.supplierName, ...step.params }),
  )
  announceOrderUpdated(ctx, moved, true)
  return describeOrder(ctx.tx, viewerOf(ctx), moved, 'supplier')
}

const rank = (state: DeliveryShipmentState) => deliveryShipmentStates.indexOf(state)

// A delivery goes from not shipped to partially and fully shipped, never back; when every delivery is
// fully shipped the order is in transit.
export async function shipDelivery(
  ctx: RequestContext,
  id: string,
  deliveryId: string,
  body: z.output<typeof DeliveryShipmentBody>,
) {
  const { order, delivery } = await suppliersDelivery(ctx, id, deliveryId, 'ship', body.version)
  if (rank(body.state) <= rank(delivery.shipmentState)) throw conflict('orders.shipmentNotAllowed')
  await updateOrderDelivery(ctx.tx, deliveryId, { shipmentState: body.state })
  const all = await listShipmentStates(ctx.tx, id)
  const shipped = all.every((row) => row.state === 'fully_shipped')
  return commitStep(ctx, order, {
    event: 'delivery_shipped',
    changes: [fieldChange(delivery, 'shipment_state', delivery.shipmentState, body.state)],
    status: shipped ? 'in_transit' : undefined,
    message: body.state === 'fully_shipped' ? 'orders.notice.shipped' : 'orders.notice.partiallyShipped',
    params: { code: delivery.code },
  })
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
  return commitStep(ctx, order, {
    event: 'delivery_readiness',
    changes: [fieldChange(delivery, 'readiness', delivery.readiness, body.readiness)],
    message: `orders.notice.readiness.${body.readiness}`,
    params: { code: delivery.code },
  })
}

const fieldChange = (delivery: DeliveryRow, field: string, before: string | null, after: string) => ({
  field: `deliveries.${delivery.position}.${field}`,
  before,
  after,
})

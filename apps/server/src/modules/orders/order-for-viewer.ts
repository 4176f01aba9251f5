import type { Order, OrderSide } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { OrderRow } from './order.queries.ts'
import { sideOf } from './order-access.ts'
import { allowedActions, type OrderViewer } from './order-allowed-actions.ts'
import { findApplicableRule } from './order-authorization.queries.ts'
import { orderApprovers } from './order-authorization.ts'
import { findOrderWithParts, loadOrderParts, type OrderParts } from './order-parts.queries.ts'
import { toOrder } from './order-response.ts'

// The whole order for one viewer, with what that viewer may do next.
export async function describeOrder(
  tx: Tx,
  viewer: OrderViewer,
  order: OrderRow,
  side: OrderSide,
  loaded?: OrderParts,
): Promise<Order> {
  const parts = loaded ?? (await loadOrderParts(tx, order, side))
  const waiting = side === 'buyer' && order.status === 'approval_required'
  const approvers = waiting ? await orderApprovers(tx, order) : []
  const ruleApplies =
    side === 'buyer' && order.status === 'draft' && (await findApplicableRule(tx, order)) !== null
  const allowed = allowedActions(order, side, viewer, {
    approverIds: approvers.map((approver) => approver.id),
    ruleApplies,
  })
  return toOrder(parts, side, { allowed_actions: allowed, approvers })
}

// For other order services (deviation reports, guest links): the order as the acting company sees it,
// 404 when it may not.
export async function loadOrder(tx: Tx, viewer: OrderViewer, id: string): Promise<Order> {
  const parts = await findOrderWithParts(tx, viewer.companyId, id)
  if (!parts) throw notFound()
  return describeOrder(tx, viewer, parts.order, sideOf(parts.order, viewer.companyId), parts)
}

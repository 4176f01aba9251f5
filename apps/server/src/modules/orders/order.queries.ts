import type { Order, OrderSide } from '@scm/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { orderAssignees, orderDeliveries, orderLines, orderTags } from './order.table.ts'
import { findOrderForActor, type OrderRow } from './order-access.ts'
import { allowedActions, type OrderViewer } from './order-allowed-actions.ts'
import { findApplicableRule, orderApprovers } from './order-authorization.ts'
import { type OrderParts, toOrder } from './order-response.ts'

// The order's rows as the acting company may read them (row-level security hides the buyer's
// assignees from the supplier, and its tags unless the buyer shows them).
export async function loadOrderParts(tx: Tx, order: OrderRow, side: OrderSide): Promise<OrderParts> {
  const [deliveries, lines, tags, assignees] = await Promise.all([
    tx
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, order.id))
      .orderBy(asc(orderDeliveries.position)),
    tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    tx
      .select({ id: orderTags.tagId, name: orderTags.tagName })
      .from(orderTags)
      .where(eq(orderTags.orderId, order.id))
      .orderBy(asc(orderTags.tagName)),
    side === 'buyer'
      ? tx
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(orderAssignees)
          .innerJoin(users, eq(users.id, orderAssignees.userId))
          .where(eq(orderAssignees.orderId, order.id))
          .orderBy(asc(users.firstName), asc(users.lastName))
      : Promise.resolve([]),
  ])
  return { order, deliveries, lines, tags, assignees }
}

// The whole order for one viewer, with what that viewer may do next.
export async function describeOrder(
  tx: Tx,
  viewer: OrderViewer,
  order: OrderRow,
  side: OrderSide,
): Promise<Order> {
  const parts = await loadOrderParts(tx, order, side)
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
  const { order, side } = await findOrderForActor(tx, viewer.companyId, id)
  return describeOrder(tx, viewer, order, side)
}

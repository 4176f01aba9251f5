import {
  canTakeOrderAction,
  hasAnyPermission,
  type OrderAction,
  type OrderActor,
  type OrderSide,
  orderActions,
  orderTransitions,
  type Permission,
} from '@scm/contracts'
import type { OrderRow } from './order.queries.ts'

// Who is looking at or acting on an order: a signed-in user, or a guest acting for the supplier
// (no user, only what the link allows).
export interface OrderViewer {
  companyId: string
  userId: string | null
  permissions: readonly Permission[]
}

// The actor an action would be taken as, or null when the caller may not take it at all (403): the
// buyer's actions need create.order, authorizing needs to be one of the rule's approvers.
export function actorFor(
  action: OrderAction,
  side: OrderSide,
  viewer: OrderViewer,
  approverIds: readonly string[],
): OrderActor | null {
  if (side === 'supplier') return 'supplier'
  if (orderTransitions[action].by.includes('approver'))
    return viewer.userId && approverIds.includes(viewer.userId) ? 'approver' : null
  return hasAnyPermission(viewer.permissions, 'create.order') ? 'buyer' : null
}

// A cancellation request is made once and answered by the other side only.
export function cancellationTurn(action: OrderAction, side: OrderSide, order: OrderRow): boolean {
  if (action === 'request_cancellation') return order.cancellationRequestedBy === null
  if (action === 'approve_cancellation' || action === 'decline_cancellation')
    return order.cancellationRequestedBy !== null && order.cancellationRequestedBy !== side
  return true
}

// What the caller may do now. request_authorization is offered only when a rule applies (send goes to
// authorization by itself then too).
export function allowedActions(
  order: OrderRow,
  side: OrderSide,
  viewer: OrderViewer,
  context: { approverIds: readonly string[]; ruleApplies: boolean },
): OrderAction[] {
  return orderActions.filter((action) => {
    const actor = actorFor(action, side, viewer, context.approverIds)
    if (!actor || !canTakeOrderAction(action, actor, order.status)) return false
    if (action === 'request_authorization' && !context.ruleApplies) return false
    return cancellationTurn(action, side, order)
  })
}

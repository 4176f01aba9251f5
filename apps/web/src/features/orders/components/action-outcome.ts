import type { Order, OrderAction } from '@scm/contracts'

// What the toast after an action reports is what the server did, not what was asked: a send that an
// authorization rule stops waits for an approver, which is what request_authorization reports.
export function actionOutcome(action: OrderAction, result: Pick<Order, 'status'>): OrderAction {
  return action === 'send' && result.status === 'approval_required' ? 'request_authorization' : action
}

import type { Tx } from '../../platform/db/database.ts'
import type { OrderRow } from './order.queries.ts'
import { ruleApprovers } from './order-authorization.queries.ts'

// The approvers who may decide on this order: the rule's, but never the user who drafted it, so an
// order above a rule's value always passes a second pair of eyes (decision 0016).
export async function orderApprovers(tx: Tx, order: OrderRow) {
  if (!order.authorizationRuleId) return []
  const approvers = await ruleApprovers(tx, order.authorizationRuleId)
  return approvers.filter((approver) => approver.id !== order.createdBy)
}

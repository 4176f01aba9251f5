import type { OrderSide } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { insertOrderHistory } from './order-history.queries.ts'

export interface OrderActor {
  userId: string | null
  // A user's full name, or the guest's e-mail for a change made through a link.
  name: string | null
  side: OrderSide | null
}

export interface OrderChange {
  field: string
  before: string | null
  after: string | null
}

// One entry of an order's history. Rows belong to the buyer (company_id), whoever made the change;
// internal entries are never shown to the supplier.
export async function recordOrderHistory(
  tx: Tx,
  order: { id: string; companyId: string },
  actor: OrderActor,
  entry: { event: string; reason?: string | null; changes?: OrderChange[]; internal?: boolean },
) {
  await insertOrderHistory(tx, {
    companyId: order.companyId,
    orderId: order.id,
    actorId: actor.userId,
    actorName: actor.name,
    actorSide: actor.side,
    event: entry.event,
    reason: entry.reason ?? null,
    changes: entry.changes ?? [],
    internal: entry.internal ?? false,
  })
}

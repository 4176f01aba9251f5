import type { OrderHistoryEntry } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findOrderForActor } from './order-access.ts'
import { listOrderHistoryRows } from './order-history.queries.ts'

// Oldest first. The supplier reads only what is not internal (its row-level policy says the same):
// never the drafting, the authorization or the buyer's own bookkeeping.
export async function listOrderHistory(ctx: RequestContext, id: string): Promise<OrderHistoryEntry[]> {
  const { side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  const rows = await listOrderHistoryRows(ctx.tx, id, side !== 'supplier')
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actorName,
    actor_side: row.actorSide,
    event: row.event,
    reason: row.reason,
    changes: row.changes,
  }))
}

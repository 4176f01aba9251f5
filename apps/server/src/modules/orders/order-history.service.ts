import type { OrderHistoryEntry } from '@scm/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { orderHistory } from './order.table.ts'
import { findOrderForActor } from './order-access.ts'

// Oldest first. The supplier reads only what is not internal (its row-level policy says the same):
// never the drafting, the authorization or the buyer's own bookkeeping.
export async function listOrderHistory(ctx: RequestContext, id: string): Promise<OrderHistoryEntry[]> {
  const { side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  const rows = await ctx.tx
    .select()
    .from(orderHistory)
    .where(
      and(eq(orderHistory.orderId, id), side === 'supplier' ? eq(orderHistory.internal, false) : undefined),
    )
    .orderBy(asc(orderHistory.at), asc(orderHistory.id))
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

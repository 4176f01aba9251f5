import type { OrderSide } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import { findOrder, type OrderRow } from './order.queries.ts'

// The order as the acting company may see it: row-level security lets the buyer read its own orders and
// the supplier those sent to it, so anything else (another company's, a draft) is a 404.
export async function findOrderForActor(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<{ order: OrderRow; side: OrderSide }> {
  const order = await findOrder(tx, id)
  if (!order) throw notFound()
  return { order, side: sideOf(order, companyId) }
}

export const sideOf = (order: OrderRow, companyId: string): OrderSide =>
  order.companyId === companyId ? 'buyer' : 'supplier'

// A change made from a stale copy of the order is refused: the user reloads and sees what changed.
export function assertOrderVersion(order: OrderRow, version: number) {
  if (order.version !== version) throw conflict()
}

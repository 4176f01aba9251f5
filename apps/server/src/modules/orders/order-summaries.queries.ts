import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orders } from './order.table.ts'

const summary = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  supplierName: orders.supplierName,
  createdAt: orders.createdAt,
}

// The company's own purchase orders by id, as another document that links them lists them (a sales
// order's related orders); ids of other companies are left out.
export const ownOrderSummaries = (tx: Tx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select(summary)
        .from(orders)
        .where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)))

// One of the company's purchase orders by its buyer reference (the demo seed finds its order by it).
export async function ownOrderByReference(tx: Tx, companyId: string, reference: string) {
  const [row] = await tx
    .select(summary)
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.buyerReference, reference)))
  return row
}

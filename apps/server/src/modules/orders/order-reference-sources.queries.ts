import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderDeliveries, orders } from './order.table.ts'

// What the references list reads of the buyer's orders (decision 0036): each written buyer reference
// and delivery reference with the order that carries it. Only the orders the company placed: the orders
// sent to it carry its clients' references, not its own.
export const orderReferenceSource = (tx: Tx, companyId: string) =>
  tx
    .select({
      reference: sql<string>`btrim(${orders.buyerReference})`.as('reference'),
      kind: sql<string>`'order'`.as('kind'),
      documentId: sql<string>`${orders.id}`.as('document_id'),
      number: sql<string>`${orders.number}`.as('number'),
      status: sql<string>`${orders.status}::text`.as('status'),
      usedAt: sql<Date>`${orders.updatedAt}`.as('used_at'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        isNotNull(orders.buyerReference),
        ne(sql`btrim(${orders.buyerReference})`, ''),
      ),
    )

export const deliveryReferenceSource = (tx: Tx, companyId: string) =>
  tx
    .select({
      reference: sql<string>`btrim(${orderDeliveries.reference})`.as('reference'),
      kind: sql<string>`'delivery'`.as('kind'),
      documentId: sql<string>`${orders.id}`.as('document_id'),
      number: sql<string>`${orderDeliveries.code}`.as('number'),
      status: sql<string>`${orders.status}::text`.as('status'),
      usedAt: sql<Date>`${orderDeliveries.updatedAt}`.as('used_at'),
    })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(
      and(
        eq(orders.companyId, companyId),
        isNotNull(orderDeliveries.reference),
        ne(sql`btrim(${orderDeliveries.reference})`, ''),
      ),
    )

import type { ShipmentReadiness } from '@scm/contracts'
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderDeliveries, orderLines, orders } from './order.table.ts'

export interface BookableFilter {
  supplierCompanyId?: string
  shipFromAddressId?: string
  etdFrom?: string
  etdTo?: string
  readiness?: ShipmentReadiness
}

// The most deliveries the library answers at once, soonest ETD first.
const libraryCap = 500
const d = orderDeliveries

const columns = {
  deliveryId: d.id,
  orderId: orders.id,
  orderNumber: orders.number,
  orderStatus: orders.status,
  code: d.code,
  supplierCompanyId: orders.supplierCompanyId,
  supplierName: orders.supplierName,
  shipFromAddressId: orders.shipFromAddressId,
  shipFromName: orders.shipFromName,
  shipToAddressId: sql<string | null>`coalesce(${d.shipToAddressId}, ${orders.shipToAddressId})`,
  warehouseId: d.warehouseId,
  shipToName: sql<string | null>`coalesce(${d.warehouseName}, ${d.shipToName}, ${orders.shipToName})`,
  etd: d.etd,
  eta: d.eta,
  quantity: sql<string>`(select coalesce(sum(${orderLines.qty}), 0)::text from ${orderLines}
    where ${orderLines.deliveryId} = ${d.id})`,
  readiness: d.readiness,
  shipmentState: d.shipmentState,
}

// Deliveries a booking can carry (decision 0057): of the buyer's confirmed, not yet closed orders,
// not fully shipped.
export function bookableDeliveries(tx: Tx, companyId: string, filter: BookableFilter) {
  return tx
    .select(columns)
    .from(d)
    .innerJoin(orders, eq(orders.id, d.orderId))
    .where(
      and(
        eq(orders.companyId, companyId),
        inArray(orders.status, ['ordered', 'in_progress', 'packing_completed']),
        ne(d.shipmentState, 'fully_shipped'),
        filter.supplierCompanyId ? eq(orders.supplierCompanyId, filter.supplierCompanyId) : undefined,
        filter.shipFromAddressId ? eq(orders.shipFromAddressId, filter.shipFromAddressId) : undefined,
        filter.etdFrom ? gte(d.etd, filter.etdFrom) : undefined,
        filter.etdTo ? lte(d.etd, filter.etdTo) : undefined,
        filter.readiness ? eq(d.readiness, filter.readiness) : undefined,
      ),
    )
    .orderBy(sql`${d.etd} asc nulls last`, asc(orders.number), asc(d.position))
    .limit(libraryCap)
}

const ownDeliveries = (tx: Tx, companyId: string, which: SQL) =>
  tx
    .select(columns)
    .from(d)
    .innerJoin(orders, eq(orders.id, d.orderId))
    .where(and(eq(orders.companyId, companyId), which))

// The buyer's own deliveries with these ids, as a booking shows them, whatever their state now.
export const bookedDeliveries = (tx: Tx, companyId: string, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : ownDeliveries(tx, companyId, inArray(d.id, ids))

// Every delivery of the buyer's own orders with these numbers, whatever their state: an import file
// names deliveries by order number and code, and another company's order is none of them.
export const deliveriesOfOrders = (tx: Tx, companyId: string, numbers: string[]) =>
  numbers.length === 0 ? Promise.resolve([]) : ownDeliveries(tx, companyId, inArray(orders.number, numbers))

export type BookedDelivery = Awaited<ReturnType<typeof bookedDeliveries>>[number]

import type { DeliveryShipmentState } from '@scm/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderDeliveries } from './order.table.ts'

export type DeliveryRow = typeof orderDeliveries.$inferSelect
export type NewDelivery = typeof orderDeliveries.$inferInsert

export function listOrderDeliveries(tx: Tx, orderId: string): Promise<DeliveryRow[]> {
  return tx.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId))
}

export function listDeliveryEtds(tx: Tx, orderId: string) {
  return tx
    .select({ id: orderDeliveries.id, position: orderDeliveries.position, etd: orderDeliveries.etd })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(asc(orderDeliveries.position))
}

export function listDeliveryDates(tx: Tx, orderId: string) {
  return tx
    .select({ etd: orderDeliveries.etd, eta: orderDeliveries.eta })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
}

export function listShipmentStates(tx: Tx, orderId: string) {
  return tx
    .select({ state: orderDeliveries.shipmentState })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
}

export async function findOrderDelivery(
  tx: Tx,
  orderId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [delivery] = await tx
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.id, deliveryId), eq(orderDeliveries.orderId, orderId)))
  return delivery
}

export async function insertOrderDelivery(tx: Tx, values: NewDelivery) {
  await tx.insert(orderDeliveries).values(values)
}

export async function updateOrderDelivery(tx: Tx, id: string, values: Partial<NewDelivery>) {
  await tx
    .update(orderDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderDeliveries.id, id))
}

export async function parkDeliveryPositions(tx: Tx, orderId: string) {
  await tx.execute(sql`update order_deliveries set position = -position where order_id = ${orderId}`)
}

export async function fillRequestedDates(tx: Tx, orderId: string) {
  await tx.execute(sql`
      update order_deliveries set requested_etd = coalesce(requested_etd, etd),
        requested_eta = coalesce(requested_eta, eta)
      where order_id = ${orderId}`)
}

export async function deleteDeliveriesExcept(tx: Tx, orderId: string, keptIds: string[]) {
  await tx
    .delete(orderDeliveries)
    .where(
      and(
        eq(orderDeliveries.orderId, orderId),
        sql`${orderDeliveries.id} <> all(${sql.param(keptIds)}::uuid[])`,
      ),
    )
}

// The company's own order deliveries with these ids, in order and position order.
export function ownDeliveriesByIds(tx: Tx, companyId: string, ids: string[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.companyId, companyId), inArray(orderDeliveries.id, ids)))
    .orderBy(asc(orderDeliveries.orderId), asc(orderDeliveries.position))
}

// One statement for the deliveries one step ships.
export async function setShipmentStates(tx: Tx, ids: string[], state: DeliveryShipmentState) {
  await tx
    .update(orderDeliveries)
    .set({ shipmentState: state, updatedAt: new Date() })
    .where(inArray(orderDeliveries.id, ids))
}

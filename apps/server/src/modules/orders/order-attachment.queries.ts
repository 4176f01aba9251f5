import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { orderCertificates } from './certificates/order-certificate.table.ts'
import { orders } from './order.table.ts'

export async function findOrderBuyer(tx: Tx, id: string): Promise<{ companyId: string } | undefined> {
  const [order] = await tx.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, id))
  return order
}

export async function findCertificateId(tx: Tx, id: string): Promise<{ id: string } | undefined> {
  const [certificate] = await tx
    .select({ id: orderCertificates.id })
    .from(orderCertificates)
    .where(eq(orderCertificates.id, id))
  return certificate
}

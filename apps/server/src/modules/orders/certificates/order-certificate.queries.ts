import { type OrderCertificate, openCertificateStatuses } from '@scm/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../platform/http/context.ts'
import { orders } from '../order.table.ts'
import { today } from '../views/today.ts'
import { orderCertificates } from './order-certificate.table.ts'

const supplierName = sql<
  string | null
>`(select p.name from partner_companies() p where p.id = ${orders.supplierCompanyId})`

export const certificateColumns = {
  c: orderCertificates,
  orderNumber: orders.number,
  supplierCompanyId: orders.supplierCompanyId,
  supplierName,
}

// The buyer's certificates with their order's number and supplier.
export const selectCertificates = (ctx: RequestContext) =>
  ctx.tx
    .select(certificateColumns)
    .from(orderCertificates)
    .innerJoin(orders, eq(orders.id, orderCertificates.orderId))
    .$dynamic()

type Row = {
  c: typeof orderCertificates.$inferSelect
  orderNumber: string
  supplierCompanyId: string
  supplierName: string | null
}

// Overdue: still expected (pending or submitted) and past its due date, today counted in CET.
export const isOverdue = (status: OrderCertificate['status'], dueDate: string | null, day = today()) =>
  openCertificateStatuses.includes(status) && dueDate !== null && dueDate < day

export const overdueCondition = (): SQL =>
  sql`${orderCertificates.status} in ('pending', 'submitted') and ${orderCertificates.dueDate} < ${today()}::date`

export const toCertificate = ({ c, ...order }: Row): OrderCertificate => ({
  id: c.id,
  order_id: c.orderId,
  order_number: order.orderNumber,
  supplier_company_id: order.supplierCompanyId,
  supplier_name: order.supplierName,
  type_id: c.typeId,
  type_name: c.typeName,
  due_date: c.dueDate,
  valid_to: c.validTo,
  cost: c.cost,
  currency: c.currency as OrderCertificate['currency'],
  result: c.result,
  status: c.status,
  overdue: isOverdue(c.status, c.dueDate),
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
  version: c.version,
})

export async function findCertificate(ctx: RequestContext, orderId: string, id: string) {
  const [row] = await selectCertificates(ctx).where(
    and(
      eq(orderCertificates.id, id),
      eq(orderCertificates.orderId, orderId),
      eq(orderCertificates.companyId, ctx.companyId),
    ),
  )
  return row ? toCertificate(row) : undefined
}

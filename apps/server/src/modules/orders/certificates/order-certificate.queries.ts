import type { OrderCertificateListQuery } from '@scm/contracts'
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { type ListTotal, likePattern, orderBy, pageWindow, totalOf } from '../../../platform/db/list.ts'
import { orders } from '../order.table.ts'
import { today } from '../views/today.ts'
import { orderCertificates } from './order-certificate.table.ts'

const supplierName = sql<
  string | null
>`(select p.name from partner_companies() p where p.id = ${orders.supplierCompanyId})`

const certificateColumns = {
  c: orderCertificates,
  orderNumber: orders.number,
  supplierCompanyId: orders.supplierCompanyId,
  supplierName,
}

export type CertificateRow = {
  c: typeof orderCertificates.$inferSelect
  orderNumber: string
  supplierCompanyId: string
  supplierName: string | null
}

export type CertificateValues = Pick<
  typeof orderCertificates.$inferInsert,
  'typeId' | 'typeName' | 'dueDate' | 'validTo' | 'cost' | 'currency' | 'result' | 'status'
>

// The buyer's certificates with their order's number and supplier.
const selectCertificates = (tx: Tx) =>
  tx
    .select(certificateColumns)
    .from(orderCertificates)
    .innerJoin(orders, eq(orders.id, orderCertificates.orderId))
    .$dynamic()

// Overdue: still expected (pending or submitted) and past its due date, today counted in CET.
const overdueCondition = (): SQL =>
  sql`${orderCertificates.status} in ('pending', 'submitted') and ${orderCertificates.dueDate} < ${today()}::date`

// The capped total (decision 0004) of certificates joined with their orders, which the filters name.
function countWithOrders(tx: Tx, where: SQL | undefined) {
  return totalOf(
    tx,
    tx
      .select({ one: sql`1` })
      .from(orderCertificates)
      .innerJoin(orders, eq(orders.id, orderCertificates.orderId))
      .where(where),
  )
}

// One page of the company's certificates across its orders, and the capped count of all that match.
export async function findCertificatePage(
  tx: Tx,
  companyId: string,
  query: z.output<typeof OrderCertificateListQuery>,
): Promise<{ rows: CertificateRow[]; count: ListTotal }> {
  const f = query.filter ?? {}
  const c = orderCertificates
  const where = and(
    eq(c.companyId, companyId),
    f.status ? eq(c.status, f.status) : undefined,
    f.type_id ? eq(c.typeId, f.type_id) : undefined,
    f.order_id ? eq(c.orderId, f.order_id) : undefined,
    f.partner_company_id ? eq(orders.supplierCompanyId, f.partner_company_id) : undefined,
    f.due_from ? sql`${c.dueDate} >= ${f.due_from}::date` : undefined,
    f.due_to ? sql`${c.dueDate} <= ${f.due_to}::date` : undefined,
    f.overdue ? overdueCondition() : undefined,
    query.search ? ilike(orders.number, likePattern(query.search)) : undefined,
  )
  const sortable = {
    due_date: c.dueDate,
    valid_to: c.validTo,
    order_number: orders.number,
    status: c.status,
    created_at: c.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const fallback = [sql`${c.dueDate} asc nulls last`]
  const rows = await selectCertificates(tx)
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, fallback, c.id))
    .limit(limit)
    .offset(offset)
  return { rows, count: await countWithOrders(tx, where) }
}

export function listOrderCertificates(tx: Tx, orderId: string): Promise<CertificateRow[]> {
  return selectCertificates(tx)
    .where(eq(orderCertificates.orderId, orderId))
    .orderBy(sql`${orderCertificates.dueDate} asc nulls last`, asc(orderCertificates.createdAt))
}

export async function findCertificateRow(
  tx: Tx,
  companyId: string,
  orderId: string,
  id: string,
): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(tx).where(
    and(
      eq(orderCertificates.id, id),
      eq(orderCertificates.orderId, orderId),
      eq(orderCertificates.companyId, companyId),
    ),
  )
  return row
}

export async function insertCertificate(
  tx: Tx,
  values: CertificateValues & { companyId: string; orderId: string; createdBy: string },
) {
  const [row] = await tx.insert(orderCertificates).values(values).returning({ id: orderCertificates.id })
  return row!
}

// Changes the certificate only at the given version; no row back means another write came first.
export async function updateCertificateRow(tx: Tx, id: string, version: number, values: CertificateValues) {
  const [row] = await tx
    .update(orderCertificates)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(orderCertificates.id, id), eq(orderCertificates.version, version)))
    .returning({ id: orderCertificates.id })
  return row
}

export async function deleteCertificateRow(tx: Tx, id: string) {
  await tx.delete(orderCertificates).where(eq(orderCertificates.id, id))
}

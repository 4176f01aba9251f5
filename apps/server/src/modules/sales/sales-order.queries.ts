import { and, asc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import {
  salesOrderCounters,
  salesOrderLines,
  salesOrderPurchaseOrders,
  salesOrders,
} from './sales-order.table.ts'

export type SalesOrderQuery = PageRequest & {
  search?: string
  filter?: { status?: string; accept_status?: string; customer_company_id?: string }
}

export type SalesOrderValues = Partial<
  Pick<
    typeof salesOrders.$inferInsert,
    | 'customerCompanyId'
    | 'postingDate'
    | 'dispatchDate'
    | 'currency'
    | 'assignedSupplierCompanyId'
    | 'notesToSupplier'
    | 'internalInformation'
    | 'purchaseInformation'
    | 'status'
    | 'acceptStatus'
    | 'dispatchedAt'
    | 'dispatchedBy'
  >
>

export type SalesOrderLineValues = Omit<
  typeof salesOrderLines.$inferInsert,
  'id' | 'companyId' | 'salesOrderId' | 'position'
>

// Companies under row-level security see only themselves: a partner's name is read through
// partner_companies(), which answers for the acting company's own partnerships (migration 0006).
// Qualified by hand: inside a subquery drizzle writes bare column names, which the subquery would claim.
const partnerName = (column: string) =>
  sql<
    string | null
  >`(select p.name from partner_companies() p where p.id = "sales_orders".${sql.raw(column)})`

const headerColumns = {
  ...getTableColumns(salesOrders),
  customerName: partnerName('customer_company_id'),
  assignedSupplierName: partnerName('assigned_supplier_company_id'),
  dispatchedByName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = "sales_orders"."dispatched_by")`,
}
export type SalesOrderRow = Awaited<ReturnType<typeof findSalesOrder>> & object

const owned = (companyId: string, id: string) =>
  and(eq(salesOrders.id, id), eq(salesOrders.companyId, companyId))

export async function findSalesOrderPage(
  tx: Tx,
  companyId: string,
  query: SalesOrderQuery,
): Promise<{ rows: SalesOrderRow[]; total: ListTotal }> {
  const filter = query.filter ?? {}
  const where = and(
    eq(salesOrders.companyId, companyId),
    filter.status ? eq(salesOrders.status, filter.status as 'open') : undefined,
    filter.accept_status ? eq(salesOrders.acceptStatus, filter.accept_status as 'pending') : undefined,
    filter.customer_company_id ? eq(salesOrders.customerCompanyId, filter.customer_company_id) : undefined,
    query.search
      ? or(
          ilike(salesOrders.number, likePattern(query.search)),
          ilike(salesOrders.purchaseInformation, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: salesOrders.number,
    posting_date: salesOrders.postingDate,
    dispatch_date: salesOrders.dispatchDate,
    customer: sql`lower(${headerColumns.customerName})`,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(headerColumns)
      .from(salesOrders)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${salesOrders.number} desc`], salesOrders.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, salesOrders, where),
  )
  return { rows, total }
}

export async function findSalesOrder(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(headerColumns).from(salesOrders).where(owned(companyId, id))
  return row
}

// The company's next number, SO-000001 on: the counter row's lock queues concurrent creations.
async function nextNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(salesOrderCounters)
    .values({ companyId, last: 1 })
    .onConflictDoUpdate({
      target: salesOrderCounters.companyId,
      set: { last: sql`${salesOrderCounters.last} + 1` },
    })
    .returning({ n: salesOrderCounters.last })
  return `SO-${String(row!.n).padStart(6, '0')}`
}

export async function insertSalesOrder(
  tx: Tx,
  companyId: string,
  values: { customerCompanyId: string; postingDate: string; currency: string },
) {
  const number = await nextNumber(tx, companyId)
  const [row] = await tx
    .insert(salesOrders)
    .values({ ...values, companyId, number })
    .returning({ id: salesOrders.id })
  return row!.id
}

// The header at `version` bumped to the next; none when another save came first.
export const updateSalesOrderAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: SalesOrderValues,
) =>
  (
    await tx
      .update(salesOrders)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(salesOrders.version, version)))
      .returning({ id: salesOrders.id })
  )[0]

export const linesOfSalesOrder = (tx: Tx, salesOrderId: string) =>
  tx
    .select({
      ...getTableColumns(salesOrderLines),
      value: sql<string>`round(${salesOrderLines.quantity} * ${salesOrderLines.unitPrice}, 2)`,
    })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.salesOrderId, salesOrderId))
    .orderBy(asc(salesOrderLines.position))
export type SalesOrderLineRow = Awaited<ReturnType<typeof linesOfSalesOrder>>[number]

// The lines replaced by the list as saved, and the header's count and total with them.
export async function replaceSalesOrderLines(
  tx: Tx,
  companyId: string,
  salesOrderId: string,
  lines: SalesOrderLineValues[],
) {
  await tx.delete(salesOrderLines).where(eq(salesOrderLines.salesOrderId, salesOrderId))
  if (lines.length > 0)
    await tx
      .insert(salesOrderLines)
      .values(lines.map((line, position) => ({ ...line, companyId, salesOrderId, position })))
  await tx
    .update(salesOrders)
    .set({
      lineCount: lines.length,
      totalValue: sql`(select coalesce(sum(round(l.quantity * l.unit_price, 2)), 0) from sales_order_lines l
                       where l.sales_order_id = ${salesOrderId})`,
    })
    .where(owned(companyId, salesOrderId))
}

// The lines a purchase order was made for name it as their procurement document.
export const setLinesPurchaseOrder = (tx: Tx, lineIds: string[], orderId: string, number: string) =>
  tx
    .update(salesOrderLines)
    .set({ purchaseOrderId: orderId, procurementDocument: number })
    .where(inArray(salesOrderLines.id, lineIds))

export const linkPurchaseOrder = (tx: Tx, companyId: string, salesOrderId: string, orderId: string) =>
  tx.insert(salesOrderPurchaseOrders).values({ companyId, salesOrderId, orderId })

export const purchaseOrderIdsOf = async (tx: Tx, salesOrderId: string) =>
  (
    await tx
      .select({ orderId: salesOrderPurchaseOrders.orderId })
      .from(salesOrderPurchaseOrders)
      .where(eq(salesOrderPurchaseOrders.salesOrderId, salesOrderId))
      .orderBy(asc(salesOrderPurchaseOrders.createdAt))
  ).map((row) => row.orderId)

// The companies the acting company trades with in a role, by name: its customers (it is their
// supplier) or its suppliers.
export const partnerCompanyOptions = (tx: Tx, role: 'client' | 'supplier') =>
  tx
    .select({ id: sql<string>`p.id`, name: sql<string>`p.name` })
    .from(sql`partner_companies() p`)
    .where(role === 'client' ? sql`p.client` : sql`p.supplier`)
    .orderBy(sql`lower(p.name)`)

import type { ProductionOrderStatus } from '@scm/contracts'
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import {
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
  totalOf,
} from '../../../platform/db/list.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articleStockFacts } from '../../articles/index.ts'
import { warehouseFacts } from '../../company-settings/index.ts'
import {
  productionOrderComponents,
  productionOrderCounters,
  productionOrderReceipts,
  productionOrders,
} from './production-order.table.ts'

export type ProductionOrderQuery = PageRequest & {
  search?: string
  filter?: { status?: string; warehouse_id?: string }
}

export type ProductionOrderValues = Pick<
  typeof productionOrders.$inferInsert,
  'articleId' | 'warehouseId' | 'plannedQuantity' | 'postingDate' | 'startDate' | 'dueDate' | 'externalId'
>
export type ComponentValues = Pick<
  typeof productionOrderComponents.$inferInsert,
  'articleId' | 'quantityPerUnit' | 'unit'
>

const owned = (companyId: string, id: string) =>
  and(eq(productionOrders.id, id), eq(productionOrders.companyId, companyId))

// The header with the article's and the warehouse's code and name, which the owners offer as joins.
function selectHeaders(tx: Tx) {
  const article = articleStockFacts(tx)
  const warehouse = warehouseFacts(tx)
  const query = tx
    .select({
      order: productionOrders,
      articleCode: article.code,
      articleName: article.name,
      warehouseCode: warehouse.code,
      warehouseName: warehouse.name,
    })
    .from(productionOrders)
    .innerJoin(article, eq(article.id, productionOrders.articleId))
    .innerJoin(warehouse, eq(warehouse.id, productionOrders.warehouseId))
  return { query, article }
}
export type ProductionOrderRow = Awaited<ReturnType<typeof findProductionOrder>> & object

export async function findProductionOrderPage(tx: Tx, companyId: string, query: ProductionOrderQuery) {
  const { query: select, article } = selectHeaders(tx)
  const filter = query.filter ?? {}
  const where = and(
    eq(productionOrders.companyId, companyId),
    filter.status ? eq(productionOrders.status, filter.status as ProductionOrderStatus) : undefined,
    filter.warehouse_id ? eq(productionOrders.warehouseId, filter.warehouse_id) : undefined,
    query.search
      ? or(
          ilike(productionOrders.number, likePattern(query.search)),
          ilike(productionOrders.externalId, likePattern(query.search)),
          ilike(article.code, likePattern(query.search)),
          ilike(article.name, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable: Record<string, SQL> = {
    number: sql`${productionOrders.number}`,
    posting_date: sql`${productionOrders.postingDate}`,
    due_date: sql`${productionOrders.dueDate}`,
    updated_at: sql`${productionOrders.updatedAt}`,
  }
  const { limit, offset } = pageWindow(query)
  const matching = tx
    .select({ one: sql`1` })
    .from(productionOrders)
    .innerJoin(article, eq(article.id, productionOrders.articleId))
    .where(where)
  return pageWithTotal(
    { limit, offset },
    select
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [desc(productionOrders.number)], productionOrders.id))
      .limit(limit)
      .offset(offset),
    () => totalOf(tx, matching),
  )
}

export async function findProductionOrder(tx: Tx, companyId: string, id: string) {
  const [row] = await selectHeaders(tx).query.where(owned(companyId, id))
  return row
}

// The company's next number. The upsert holds the counter's row lock until the transaction ends, so
// concurrent orders queue for it; a rolled-back order gives its number back.
export async function takeProductionOrderNumber(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .insert(productionOrderCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: productionOrderCounters.companyId,
      set: { lastNumber: sql`${productionOrderCounters.lastNumber} + 1` },
    })
    .returning({ n: productionOrderCounters.lastNumber })
  return row!.n
}

export const insertProductionOrder = async (
  tx: Tx,
  companyId: string,
  values: ProductionOrderValues & {
    number: string
    status: ProductionOrderStatus
    salesOrderId?: string | null
  },
) =>
  (
    await tx
      .insert(productionOrders)
      .values({ ...values, companyId })
      .returning({ id: productionOrders.id })
  )[0]!.id

// The order at `version` changed and bumped to the next; none when another change came first.
export const updateProductionOrderAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<ProductionOrderValues> &
    Pick<Partial<typeof productionOrders.$inferInsert>, 'status'> & {
      receivedQuantity?: SQL
    },
) =>
  (
    await tx
      .update(productionOrders)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(productionOrders.version, version)))
      .returning({ id: productionOrders.id })
  )[0]

// Adds to what the order has received, in the row's lock.
export const addedToReceived = (quantity: string) => sql`${productionOrders.receivedQuantity} + ${quantity}`

export const deleteProductionOrderAt = async (tx: Tx, companyId: string, id: string, version: number) =>
  (
    await tx
      .delete(productionOrders)
      .where(and(owned(companyId, id), eq(productionOrders.version, version)))
      .returning({ id: productionOrders.id })
  )[0]

export const componentsOfOrder = (tx: Tx, orderId: string) => {
  const article = articleStockFacts(tx)
  return tx
    .select({
      position: productionOrderComponents.position,
      articleId: productionOrderComponents.articleId,
      articleCode: article.code,
      articleName: article.name,
      quantityPerUnit: productionOrderComponents.quantityPerUnit,
      unit: productionOrderComponents.unit,
    })
    .from(productionOrderComponents)
    .innerJoin(article, eq(article.id, productionOrderComponents.articleId))
    .where(eq(productionOrderComponents.productionOrderId, orderId))
    .orderBy(asc(productionOrderComponents.position))
}

export async function replaceComponents(tx: Tx, companyId: string, orderId: string, rows: ComponentValues[]) {
  await tx.delete(productionOrderComponents).where(eq(productionOrderComponents.productionOrderId, orderId))
  if (rows.length === 0) return
  await tx
    .insert(productionOrderComponents)
    .values(rows.map((row, position) => ({ ...row, companyId, productionOrderId: orderId, position })))
}

export const receiptsOfOrder = (tx: Tx, orderId: string) =>
  tx
    .select({
      id: productionOrderReceipts.id,
      quantity: productionOrderReceipts.quantity,
      createdAt: productionOrderReceipts.createdAt,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(productionOrderReceipts)
    .leftJoin(users, eq(users.id, productionOrderReceipts.userId))
    .where(eq(productionOrderReceipts.productionOrderId, orderId))
    .orderBy(asc(productionOrderReceipts.createdAt), asc(productionOrderReceipts.id))

export const insertReceipt = async (
  tx: Tx,
  companyId: string,
  values: { productionOrderId: string; quantity: string; orderVersion: number; userId: string | null },
) =>
  (
    await tx
      .insert(productionOrderReceipts)
      .values({ ...values, companyId })
      .returning({ id: productionOrderReceipts.id })
  )[0]!.id

// Whether a receipt was generated at this version of the order: the repeat of a request already done.
export async function receiptAtVersion(tx: Tx, orderId: string, version: number) {
  const [row] = await tx
    .select({ id: productionOrderReceipts.id })
    .from(productionOrderReceipts)
    .where(
      and(
        eq(productionOrderReceipts.productionOrderId, orderId),
        eq(productionOrderReceipts.orderVersion, version),
      ),
    )
  return row !== undefined
}

// The company's production orders made for a sales order, oldest first.
export const productionOrdersOfSalesOrder = (tx: Tx, companyId: string, salesOrderId: string) =>
  tx
    .select({
      id: productionOrders.id,
      number: productionOrders.number,
      status: productionOrders.status,
      articleId: productionOrders.articleId,
      warehouseId: productionOrders.warehouseId,
    })
    .from(productionOrders)
    .where(and(eq(productionOrders.companyId, companyId), eq(productionOrders.salesOrderId, salesOrderId)))
    .orderBy(asc(productionOrders.createdAt), asc(productionOrders.id))

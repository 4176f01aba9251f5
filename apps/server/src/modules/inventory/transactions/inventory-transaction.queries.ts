import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { takeNumber } from '../../../platform/db/counters.ts'
import type { Tx } from '../../../platform/db/database.ts'
import {
  countCapped,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../../platform/db/list.ts'
import { stockLevels } from '../stock.table.ts'
import { documentColumns } from '../stock-document.queries.ts'
import {
  inventoryTransactionCounters,
  inventoryTransactionRows,
  inventoryTransactions,
} from './inventory-transaction.table.ts'

type Insert = typeof inventoryTransactions.$inferInsert
export type TransactionHeaderValues = Pick<
  Insert,
  'fromWarehouseId' | 'destinationWarehouseId' | 'destinationText' | 'shipDate' | 'note'
>
export type TransactionRowValues = { articleId: string; quantity: string }

export type TransactionQuery = PageRequest & {
  search?: string
  filter?: { status?: string; warehouse_id?: string }
}

const facts = documentColumns('inventory_transactions', 'inventory_transaction_rows', 'transaction_id')
const headerColumns = {
  ...getTableColumns(inventoryTransactions),
  createdByName: facts.userName('created_by'),
  completedByName: facts.userName('completed_by'),
  rowCount: facts.rowCount,
  totalQuantity: facts.totalQuantity,
}

export type TransactionRow = Awaited<ReturnType<typeof findTransaction>> & object

const owned = (companyId: string, id: string) =>
  and(eq(inventoryTransactions.id, id), eq(inventoryTransactions.companyId, companyId))

export function findTransactionPage(tx: Tx, companyId: string, query: TransactionQuery) {
  const filter = query.filter ?? {}
  const t = inventoryTransactions
  const where = and(
    eq(t.companyId, companyId),
    filter.status ? eq(t.status, filter.status as TransactionRow['status']) : undefined,
    filter.warehouse_id
      ? or(eq(t.fromWarehouseId, filter.warehouse_id), eq(t.destinationWarehouseId, filter.warehouse_id))
      : undefined,
    query.search
      ? or(
          ilike(t.number, likePattern(query.search)),
          ilike(t.destinationText, likePattern(query.search)),
          ilike(t.note, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: t.number,
    ship_date: t.shipDate,
    status: t.status,
    updated_at: t.updatedAt,
  }
  const { limit, offset } = pageWindow(query)
  return pageWithTotal(
    { limit, offset },
    tx
      .select(headerColumns)
      .from(t)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${t.number} desc`], t.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, t, where),
  )
}

export async function findTransaction(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(headerColumns).from(inventoryTransactions).where(owned(companyId, id))
  return row
}

const source = alias(stockLevels, 'source')
const destination = alias(stockLevels, 'destination')

// The rows in order, with what the source warehouse has available now and what the destination
// warehouse (when it is one) holds.
export function rowsOfTransaction(tx: Tx, transaction: TransactionRow) {
  const r = inventoryTransactionRows
  return tx
    .select({
      id: r.id,
      articleId: r.articleId,
      quantity: sql<string>`${r.quantity}::text`,
      available: sql<string>`coalesce(${source.onHand} - ${source.reserved}, 0)::text`,
      destinationOnHand: sql<string | null>`${destination.onHand}::text`,
    })
    .from(r)
    .leftJoin(
      source,
      and(eq(source.articleId, r.articleId), eq(source.warehouseId, transaction.fromWarehouseId)),
    )
    .leftJoin(
      destination,
      and(
        eq(destination.articleId, r.articleId),
        eq(destination.warehouseId, sql`${transaction.destinationWarehouseId ?? null}::uuid`),
      ),
    )
    .where(and(eq(r.companyId, transaction.companyId), eq(r.transactionId, transaction.id)))
    .orderBy(asc(r.position))
}

// What each row ships, for the reservation and the posting.
export const quantitiesOfTransaction = (tx: Tx, companyId: string, transactionId: string) =>
  tx
    .select({
      articleId: inventoryTransactionRows.articleId,
      quantity: sql<string>`${inventoryTransactionRows.quantity}::text`,
    })
    .from(inventoryTransactionRows)
    .where(
      and(
        eq(inventoryTransactionRows.companyId, companyId),
        eq(inventoryTransactionRows.transactionId, transactionId),
      ),
    )
    .orderBy(asc(inventoryTransactionRows.position))

export async function insertTransaction(
  tx: Tx,
  companyId: string,
  createdBy: string | null,
  values: TransactionHeaderValues & { status?: TransactionRow['status'] },
) {
  const number = await takeNumber(tx, inventoryTransactionCounters, companyId, 'IT')
  const [row] = await tx
    .insert(inventoryTransactions)
    .values({ ...values, companyId, number, createdBy })
    .returning({ id: inventoryTransactions.id })
  return row!.id
}

// The header at `version` bumped to the next, with these changes; none when another save came first.
export const updateTransactionAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<TransactionHeaderValues> & Partial<Pick<Insert, 'status' | 'completedAt' | 'completedBy'>>,
) =>
  (
    await tx
      .update(inventoryTransactions)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(inventoryTransactions.version, version)))
      .returning({ id: inventoryTransactions.id })
  )[0]

export async function replaceTransactionRows(
  tx: Tx,
  companyId: string,
  transactionId: string,
  lines: TransactionRowValues[],
) {
  await tx
    .delete(inventoryTransactionRows)
    .where(
      and(
        eq(inventoryTransactionRows.companyId, companyId),
        eq(inventoryTransactionRows.transactionId, transactionId),
      ),
    )
  if (lines.length === 0) return
  await tx
    .insert(inventoryTransactionRows)
    .values(lines.map((line, position) => ({ ...line, companyId, transactionId, position })))
}

// The article ids the transaction holds now: an archived article already on it may stay.
export const articleIdsOfTransaction = async (tx: Tx, companyId: string, transactionId: string) =>
  new Set((await quantitiesOfTransaction(tx, companyId, transactionId)).map((line) => line.articleId))

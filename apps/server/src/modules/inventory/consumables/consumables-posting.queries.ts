import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm'
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
  consumablesPostingCounters,
  consumablesPostingRows,
  consumablesPostings,
} from './consumables-posting.table.ts'

type Insert = typeof consumablesPostings.$inferInsert
export type PostingHeaderValues = Pick<Insert, 'warehouseId' | 'postingDate' | 'reference' | 'note'>
export type PostingRowValues = { articleId: string; quantity: string }
export type PostingQuery = PageRequest & {
  search?: string
  filter?: { status?: string; warehouse_id?: string }
}

const facts = documentColumns('consumables_postings', 'consumables_posting_rows', 'posting_id')
const headerColumns = {
  ...getTableColumns(consumablesPostings),
  createdByName: facts.userName('created_by'),
  sentByName: facts.userName('sent_by'),
  rowCount: facts.rowCount,
  totalQuantity: facts.totalQuantity,
}

export type PostingRow = Awaited<ReturnType<typeof findPosting>> & object

const owned = (companyId: string, id: string) =>
  and(eq(consumablesPostings.id, id), eq(consumablesPostings.companyId, companyId))

export function findPostingPage(tx: Tx, companyId: string, query: PostingQuery) {
  const filter = query.filter ?? {}
  const p = consumablesPostings
  const where = and(
    eq(p.companyId, companyId),
    filter.status ? eq(p.status, filter.status as PostingRow['status']) : undefined,
    filter.warehouse_id ? eq(p.warehouseId, filter.warehouse_id) : undefined,
    query.search
      ? or(
          ilike(p.number, likePattern(query.search)),
          ilike(p.reference, likePattern(query.search)),
          ilike(p.note, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: p.number,
    posting_date: p.postingDate,
    status: p.status,
    updated_at: p.updatedAt,
  }
  const { limit, offset } = pageWindow(query)
  return pageWithTotal(
    { limit, offset },
    tx
      .select(headerColumns)
      .from(p)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${p.number} desc`], p.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, p, where),
  )
}

export async function findPosting(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(headerColumns).from(consumablesPostings).where(owned(companyId, id))
  return row
}

// The rows in order, with what the warehouse has available of each article now.
export function rowsOfPosting(tx: Tx, posting: PostingRow) {
  const r = consumablesPostingRows
  return tx
    .select({
      id: r.id,
      articleId: r.articleId,
      quantity: sql<string>`${r.quantity}::text`,
      available: sql<string>`coalesce(${stockLevels.onHand} - ${stockLevels.reserved}, 0)::text`,
    })
    .from(r)
    .leftJoin(
      stockLevels,
      and(eq(stockLevels.articleId, r.articleId), eq(stockLevels.warehouseId, posting.warehouseId)),
    )
    .where(and(eq(r.companyId, posting.companyId), eq(r.postingId, posting.id)))
    .orderBy(asc(r.position))
}

export async function insertPosting(
  tx: Tx,
  companyId: string,
  createdBy: string | null,
  values: PostingHeaderValues & Partial<Pick<Insert, 'status' | 'sentAt' | 'sentBy'>>,
) {
  const number = await takeNumber(tx, consumablesPostingCounters, companyId, 'CP')
  const [row] = await tx
    .insert(consumablesPostings)
    .values({ ...values, companyId, number, createdBy })
    .returning({ id: consumablesPostings.id, number: consumablesPostings.number })
  return row!
}

// The header at `version` bumped to the next, with these changes; none when another save came first.
export const updatePostingAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<PostingHeaderValues> & Partial<Pick<Insert, 'status' | 'sentAt' | 'sentBy'>>,
) =>
  (
    await tx
      .update(consumablesPostings)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(consumablesPostings.version, version)))
      .returning({ id: consumablesPostings.id })
  )[0]

export const deletePostingAt = async (tx: Tx, companyId: string, id: string, version: number) =>
  (
    await tx
      .delete(consumablesPostings)
      .where(and(owned(companyId, id), eq(consumablesPostings.version, version)))
      .returning({ id: consumablesPostings.id })
  )[0]

const rowsOf = (companyId: string, postingId: string) =>
  and(eq(consumablesPostingRows.companyId, companyId), eq(consumablesPostingRows.postingId, postingId))

export async function replacePostingRows(
  tx: Tx,
  companyId: string,
  postingId: string,
  lines: PostingRowValues[],
) {
  await tx.delete(consumablesPostingRows).where(rowsOf(companyId, postingId))
  if (lines.length === 0) return
  await tx
    .insert(consumablesPostingRows)
    .values(lines.map((line, position) => ({ ...line, companyId, postingId, position })))
}

// What each row used, for the posting (and, by its articles, the archived ones it may keep).
export const quantitiesOfPosting = (tx: Tx, companyId: string, postingId: string) =>
  tx
    .select({
      articleId: consumablesPostingRows.articleId,
      quantity: sql<string>`${consumablesPostingRows.quantity}::text`,
    })
    .from(consumablesPostingRows)
    .where(rowsOf(companyId, postingId))
    .orderBy(asc(consumablesPostingRows.position))

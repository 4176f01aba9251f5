import { maxAllRows } from '@scm/contracts'
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm'
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
import { priceListLines } from './price-list.table.ts'

export type PriceListLineRow = typeof priceListLines.$inferSelect
export type PriceListLineValues = Pick<
  typeof priceListLines.$inferInsert,
  'articleId' | 'articleCode' | 'articleName' | 'vatId' | 'grossPrice' | 'discount' | 'internalCategories'
>

// One page of the list's lines and the capped count of all that match.
export async function findLinePage(
  tx: Tx,
  listId: string,
  query: PageRequest & { search?: string },
): Promise<{ rows: PriceListLineRow[]; total: ListTotal }> {
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    eq(priceListLines.priceListId, listId),
    pattern
      ? or(ilike(priceListLines.articleCode, pattern), ilike(priceListLines.articleName, pattern))
      : undefined,
  )
  const sortable = {
    article_code: sql`${priceListLines.articleCode}`,
    article_name: sql`lower(${priceListLines.articleName})`,
    gross_price: sql`${priceListLines.grossPrice}`,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(priceListLines)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${priceListLines.articleCode}`], priceListLines.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, priceListLines, where),
  )
  return { rows, total }
}

export async function findLine(tx: Tx, listId: string, lineId: string) {
  const [line] = await tx
    .select()
    .from(priceListLines)
    .where(and(eq(priceListLines.id, lineId), eq(priceListLines.priceListId, listId)))
  return line
}

export async function insertLine(
  tx: Tx,
  companyId: string,
  priceListId: string,
  values: PriceListLineValues,
) {
  const [line] = await tx
    .insert(priceListLines)
    .values({ companyId, priceListId, ...values })
    .returning()
  return line
}

// Changes the line only at the given version; no row back means another write came first.
export async function updateLineRow(tx: Tx, lineId: string, version: number, values: PriceListLineValues) {
  const [line] = await tx
    .update(priceListLines)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(priceListLines.id, lineId), eq(priceListLines.version, version)))
    .returning()
  return line
}

export async function deleteLine(tx: Tx, lineId: string) {
  await tx.delete(priceListLines).where(eq(priceListLines.id, lineId))
}

export async function zeroLineDiscounts(tx: Tx, listId: string) {
  await tx
    .update(priceListLines)
    .set({ discount: '0', updatedAt: new Date() })
    .where(eq(priceListLines.priceListId, listId))
}

// Adds the lines, or reprices the list's line of the same article; tells which rows were new.
export function upsertLines(
  tx: Tx,
  companyId: string,
  priceListId: string,
  values: Array<Omit<PriceListLineValues, 'vatId' | 'internalCategories'>>,
) {
  return tx
    .insert(priceListLines)
    .values(values.map((line) => ({ companyId, priceListId, ...line })))
    .onConflictDoUpdate({
      target: [priceListLines.priceListId, priceListLines.articleId],
      set: {
        grossPrice: sql`excluded.gross_price`,
        discount: sql`excluded.discount`,
        articleCode: sql`excluded.article_code`,
        articleName: sql`excluded.article_name`,
        updatedAt: new Date(),
        version: sql`${priceListLines.version} + 1`,
      },
    })
    .returning({ created: sql<boolean>`xmax = 0` })
}

const chosenLines = (listId: string, lineIds?: string[]) =>
  and(eq(priceListLines.priceListId, listId), lineIds ? inArray(priceListLines.id, lineIds) : undefined)

// The chosen lines of the list (all when no ids are given) with their current price, by article code.
export function findLinePrices(tx: Tx, listId: string, lineIds?: string[]) {
  return tx
    .select({
      id: priceListLines.id,
      code: priceListLines.articleCode,
      name: priceListLines.articleName,
      gross: priceListLines.grossPrice,
    })
    .from(priceListLines)
    .where(chosenLines(listId, lineIds))
    .orderBy(priceListLines.articleCode)
    .limit(maxAllRows)
}

// indexedPrice() of the contracts in SQL (round half up to 4 places, never below zero), for every
// chosen line at once.
export function indexLinePrices(tx: Tx, listId: string, percent: string, lineIds?: string[]) {
  return tx
    .update(priceListLines)
    .set({
      grossPrice: sql`greatest(round(${priceListLines.grossPrice} * (100 + ${percent}::numeric) / 100, 4), 0)`,
      updatedAt: new Date(),
      version: sql`${priceListLines.version} + 1`,
    })
    .where(chosenLines(listId, lineIds))
    .returning({ id: priceListLines.id })
}

// The article codes and names the counterparty reads, taken fresh from the owner's articles.
export async function refreshLineArticles(tx: Tx, listId: string) {
  await tx.execute(sql`
    update price_list_lines l set article_code = a.code, article_name = a.name
    from articles a where a.id = l.article_id and l.price_list_id = ${listId}`)
}

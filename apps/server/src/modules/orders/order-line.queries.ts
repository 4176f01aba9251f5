import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { type ColumnMap, columnNames, inChunks, unnestRows } from '../../platform/db/unnest.ts'
import { orderLines } from './order.table.ts'

export type LineRow = typeof orderLines.$inferSelect
export type NewLine = typeof orderLines.$inferInsert

// What a save writes on a line; ids are the caller's (rows keep them across saves).
const savedColumns = {
  deliveryId: orderLines.deliveryId,
  position: orderLines.position,
  articleId: orderLines.articleId,
  articleCode: orderLines.articleCode,
  articleName: orderLines.articleName,
  supplierArticleId: orderLines.supplierArticleId,
  qty: orderLines.qty,
  price: orderLines.price,
  priceSource: orderLines.priceSource,
  priceListId: orderLines.priceListId,
  priceRuleId: orderLines.priceRuleId,
  packages: orderLines.packages,
  freeText: orderLines.freeText,
  markAs: orderLines.markAs,
  vatId: orderLines.vatId,
  vatName: orderLines.vatName,
}
export type SavedLine = Required<Pick<NewLine, keyof typeof savedColumns>> & { id: string }
export type InsertedLine = SavedLine & { companyId: string; orderId: string }
const updated: ColumnMap<SavedLine> = { id: orderLines.id, ...savedColumns }
const inserted: ColumnMap<InsertedLine> = {
  ...updated,
  companyId: orderLines.companyId,
  orderId: orderLines.orderId,
}

export function listOrderLines(tx: Tx, orderId: string): Promise<LineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))
}

export function listLineArticles(tx: Tx, orderId: string) {
  return tx
    .select({
      deliveryId: orderLines.deliveryId,
      position: orderLines.position,
      articleId: orderLines.articleId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
}

export function listLinePriceOrigins(tx: Tx, orderId: string) {
  return tx
    .select({ id: orderLines.id, priceListId: orderLines.priceListId, priceRuleId: orderLines.priceRuleId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
}

// Thousands of lines in a statement or a few (unnest.ts), never a round trip per line.
export async function insertOrderLines(tx: Tx, lines: InsertedLine[]) {
  const names = sql.raw(columnNames(inserted).join(', '))
  await inChunks(lines, (chunk) =>
    tx.execute(sql`insert into ${orderLines} (${names}) select * from ${unnestRows(chunk, inserted)}`),
  )
}

const names = (alias: string) =>
  columnNames(savedColumns)
    .map((name) => `${alias}.${name}`)
    .join(', ')

// Writes only the lines that differ from the body: a draft saved again unchanged writes no line.
export async function updateOrderLines(tx: Tx, lines: SavedLine[]) {
  const set = sql.raw(
    columnNames(savedColumns)
      .map((name) => `${name} = v.${name}`)
      .join(', '),
  )
  const changed = sql.raw(`(${names('l')}) is distinct from (${names('v')})`)
  const now = new Date().toISOString()
  await inChunks(lines, (chunk) =>
    tx.execute(sql`update ${orderLines} l set ${set}, updated_at = ${now}::timestamptz
      from ${unnestRows(chunk, updated)} where l.id = v.id and ${changed}`),
  )
}

// Positions are unique per delivery, and kept lines may swap places: those that move (to another
// position or delivery) step aside below zero first. The others stay where they are.
export async function parkMovingLines(tx: Tx, lines: SavedLine[]) {
  const place = { id: orderLines.id, deliveryId: orderLines.deliveryId, position: orderLines.position }
  await inChunks(lines, (chunk) =>
    tx.execute(sql`update ${orderLines} l set position = -l.position from ${unnestRows(chunk, place)}
      where l.id = v.id and (l.delivery_id, l.position) is distinct from (v.delivery_id, v.position)`),
  )
}

const priceColumns = {
  id: orderLines.id,
  qty: orderLines.qty,
  price: orderLines.price,
  priceSource: orderLines.priceSource,
  priceListId: orderLines.priceListId,
  priceRuleId: orderLines.priceRuleId,
}
export type LinePriceValues = Pick<LineRow, keyof typeof priceColumns>

// New quantities and prices (and where a price came from) on lines of a sent order, in bulk.
export async function updateLinePrices(tx: Tx, lines: LinePriceValues[]) {
  const now = new Date().toISOString()
  await inChunks(lines, (chunk) =>
    tx.execute(sql`update ${orderLines} l set qty = v.qty, price = v.price, price_source = v.price_source,
      price_list_id = v.price_list_id, price_rule_id = v.price_rule_id, updated_at = ${now}::timestamptz
      from ${unnestRows(chunk, priceColumns)} where l.id = v.id`),
  )
}

export async function deleteLinesExcept(tx: Tx, orderId: string, keptIds: string[]) {
  await tx
    .delete(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.id} <> all(${sql.param(keptIds)}::uuid[])`))
}

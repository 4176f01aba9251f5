import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { inTurn } from '../../platform/db/in-turn.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { articles } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'
import { countNamed } from './unique-name.queries.ts'

export type BoxTypeRow = typeof boxTypes.$inferSelect
export type BoxTypeValues = Pick<BoxTypeRow, 'name' | 'height' | 'width' | 'length'>

// One page of the company's box types and the capped count of all that match.
export async function findBoxTypePage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string },
): Promise<{ rows: BoxTypeRow[]; total: ListTotal }> {
  const where = and(
    eq(boxTypes.companyId, companyId),
    query.search ? ilike(boxTypes.name, likePattern(query.search)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${boxTypes.name})`,
    height: boxTypes.height,
    width: boxTypes.width,
    length: boxTypes.length,
    created_at: boxTypes.createdAt,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(boxTypes)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], boxTypes.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, boxTypes, where),
  )
  return { rows, total }
}

export const listBoxTypeOptions = (tx: Tx, companyId: string) =>
  tx
    .select({ id: boxTypes.id, name: boxTypes.name, code: sql<string | null>`null` })
    .from(boxTypes)
    .where(eq(boxTypes.companyId, companyId))
    .orderBy(sql`lower(${boxTypes.name})`)

// The company's box types by name, as a file names them.
export const listBoxTypeNames = (tx: Tx, companyId: string) =>
  tx.select({ id: boxTypes.id, name: boxTypes.name }).from(boxTypes).where(eq(boxTypes.companyId, companyId))

export async function findBoxType(tx: Tx, companyId: string, id: string): Promise<BoxTypeRow | undefined> {
  const [row] = await tx
    .select()
    .from(boxTypes)
    .where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, companyId)))
  return row
}

export async function boxTypeExists(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: boxTypes.id })
    .from(boxTypes)
    .where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, companyId)))
  return row !== undefined
}

export const countBoxTypesNamed = countNamed({
  table: boxTypes,
  id: boxTypes.id,
  companyId: boxTypes.companyId,
  column: boxTypes.name,
})

export function insertBoxType(tx: Tx, companyId: string, values: BoxTypeValues) {
  return tx
    .insert(boxTypes)
    .values({ companyId, ...values })
    .returning()
}

// Changes the box type only at the given version; no row back means another write came first.
export function updateBoxTypeRow(tx: Tx, id: string, version: number, values: BoxTypeValues) {
  return tx
    .update(boxTypes)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(boxTypes.id, id), eq(boxTypes.version, version)))
    .returning()
}

// How many packing instructions and articles use the box type.
export async function countBoxTypeUses(tx: Tx, id: string) {
  const [instructions, articleRows] = await inTurn(
    () => tx.select({ n: count() }).from(packingInstructions).where(eq(packingInstructions.boxTypeId, id)),
    () => tx.select({ n: count() }).from(articles).where(eq(articles.boxTypeId, id)),
  )
  return (instructions[0]?.n ?? 0) + (articleRows[0]?.n ?? 0)
}

export async function deleteBoxTypeRow(tx: Tx, companyId: string, id: string) {
  await tx.delete(boxTypes).where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, companyId)))
}

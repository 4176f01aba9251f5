import { and, count, eq, ilike, sql } from 'drizzle-orm'
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
import { articles } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'
import { countNamed } from './unique-name.queries.ts'

const pi = packingInstructions
const columns = {
  id: pi.id,
  name: pi.name,
  description: pi.description,
  qtyInnerBox: pi.qtyInnerBox,
  qtyOuterBox: pi.qtyOuterBox,
  boxTypeId: pi.boxTypeId,
  boxTypeName: boxTypes.name,
  createdAt: pi.createdAt,
  version: pi.version,
}
export type PackingInstructionRow = {
  [K in keyof typeof columns]: K extends 'boxTypeName'
    ? string | null
    : (typeof pi.$inferSelect)[Exclude<K, 'boxTypeName'>]
}
export type PackingInstructionValues = Pick<
  typeof pi.$inferInsert,
  'name' | 'description' | 'qtyInnerBox' | 'qtyOuterBox' | 'boxTypeId'
>

const select = (tx: Tx) => tx.select(columns).from(pi).leftJoin(boxTypes, eq(boxTypes.id, pi.boxTypeId))

// One page of the company's packing instructions and the capped count of all that match.
export async function findPackingInstructionPage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string; filter?: { box_type_id?: string } },
): Promise<{ rows: PackingInstructionRow[]; total: ListTotal }> {
  const where = and(
    eq(pi.companyId, companyId),
    query.search ? ilike(pi.name, likePattern(query.search)) : undefined,
    query.filter?.box_type_id ? eq(pi.boxTypeId, query.filter.box_type_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${pi.name})`,
    qty_inner_box: pi.qtyInnerBox,
    qty_outer_box: pi.qtyOuterBox,
    box_type: sql`lower(${boxTypes.name})`,
    created_at: pi.createdAt,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    select(tx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], pi.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, pi, where),
  )
  return { rows, total }
}

export const listPackingInstructionOptions = (tx: Tx, companyId: string) =>
  tx
    .select({ id: pi.id, name: pi.name, code: sql<string | null>`null` })
    .from(pi)
    .where(eq(pi.companyId, companyId))
    .orderBy(sql`lower(${pi.name})`)

// The company's packing instructions by name, as a file names them.
export const listPackingInstructionNames = (tx: Tx, companyId: string) =>
  tx.select({ id: pi.id, name: pi.name }).from(pi).where(eq(pi.companyId, companyId))

export async function findPackingInstruction(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<PackingInstructionRow | undefined> {
  const [row] = await select(tx).where(and(eq(pi.id, id), eq(pi.companyId, companyId)))
  return row
}

export async function packingInstructionExists(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: pi.id })
    .from(pi)
    .where(and(eq(pi.id, id), eq(pi.companyId, companyId)))
  return row !== undefined
}

export const countPackingInstructionsNamed = countNamed({
  table: pi,
  id: pi.id,
  companyId: pi.companyId,
  column: pi.name,
})

export function insertPackingInstruction(tx: Tx, companyId: string, values: PackingInstructionValues) {
  return tx
    .insert(pi)
    .values({ companyId, ...values })
    .returning({ id: pi.id })
}

// Changes the instruction only at the given version; no row back means another write came first.
export function updatePackingInstructionRow(
  tx: Tx,
  id: string,
  version: number,
  values: PackingInstructionValues,
) {
  return tx
    .update(pi)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(pi.id, id), eq(pi.version, version)))
    .returning({ id: pi.id })
}

// How many articles are packed by the instruction.
export async function countPackingInstructionUses(tx: Tx, id: string) {
  const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.packingInstructionId, id))
  return used?.n ?? 0
}

export async function deletePackingInstructionRow(tx: Tx, companyId: string, id: string) {
  await tx.delete(pi).where(and(eq(pi.id, id), eq(pi.companyId, companyId)))
}

import type { MasterDataKind } from '@scm/contracts'
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { masterData } from './master-data.table.ts'

export type NamedItem = { id: string; name: string; active: boolean }

// Reads other modules make of the lists (docs/decisions/0026): they link to items, show their names and
// offer them in pickers, but never read the table themselves.

// A company's items by id, of one kind when given: what a record that links to them checks and copies.
export function masterDataItemsById(
  tx: Tx,
  companyId: string,
  ids: string[],
  kind?: MasterDataKind,
): Promise<NamedItem[]> {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select({ id: masterData.id, name: masterData.name, active: masterData.active })
    .from(masterData)
    .where(
      and(
        eq(masterData.companyId, companyId),
        inArray(masterData.id, ids),
        kind ? eq(masterData.kind, kind) : undefined,
      ),
    )
}

// A company's active items, of one kind or of all, by name: pick lists and lookups by name or code.
export function activeMasterData(tx: Tx, companyId: string, kind?: MasterDataKind) {
  return tx
    .select({ id: masterData.id, kind: masterData.kind, name: masterData.name, code: masterData.code })
    .from(masterData)
    .where(
      and(
        eq(masterData.companyId, companyId),
        eq(masterData.active, true),
        kind ? eq(masterData.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(masterData.name))
}

// Names of the items the acting company may read (row-level security decides) by id.
export async function masterDataNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await tx
    .select({ id: masterData.id, name: masterData.name })
    .from(masterData)
    .where(inArray(masterData.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

// A select column: the name of the item whose id the given column holds (an article shows its colour).
export const masterDataName = (id: PgColumn | SQL) =>
  sql<string | null>`(select ${masterData.name} from ${masterData} where ${masterData.id} = ${id})`

// A list item by its code, the key other data names it by (an import file, a demo row).
export async function masterDataByCode(db: Db | Tx, companyId: string, kind: MasterDataKind, code: string) {
  const [item] = await db
    .select({ id: masterData.id, name: masterData.name })
    .from(masterData)
    .where(and(eq(masterData.companyId, companyId), eq(masterData.kind, kind), eq(masterData.code, code)))
  return item
}

// The master-data service's own reads and writes: one kind of list of the acting company at a time.

export type MasterDataRow = typeof masterData.$inferSelect
export type MasterDataValues = { name: string; code: string | null; active: boolean }

const ofKind = (companyId: string, kind: MasterDataKind) =>
  and(eq(masterData.companyId, companyId), eq(masterData.kind, kind))

// One page of a kind's items and the capped count of all that match.
export async function findMasterDataPage(
  tx: Tx,
  companyId: string,
  kind: MasterDataKind,
  query: PageRequest & { search?: string; filter?: { active?: 'true' | 'false' } },
) {
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    ofKind(companyId, kind),
    pattern ? or(ilike(masterData.name, pattern), ilike(masterData.code, pattern)) : undefined,
    query.filter?.active ? eq(masterData.active, query.filter.active === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${masterData.name})`,
    code: sql`lower(${masterData.code})`,
    created_at: masterData.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(masterData)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], masterData.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, masterData, where),
  )
  return { rows, total }
}

export async function findMasterDataItem(
  tx: Tx,
  companyId: string,
  kind: MasterDataKind,
  id: string,
): Promise<MasterDataRow | undefined> {
  const [row] = await tx
    .select()
    .from(masterData)
    .where(and(ofKind(companyId, kind), eq(masterData.id, id)))
  return row
}

export function insertMasterData(tx: Tx, companyId: string, kind: MasterDataKind, values: MasterDataValues) {
  return tx
    .insert(masterData)
    .values({ companyId, kind, ...values })
    .returning()
}

// Changes the item only at the given version; no row back means another write came first.
export function updateMasterDataRow(
  tx: Tx,
  companyId: string,
  kind: MasterDataKind,
  id: string,
  version: number,
  values: MasterDataValues,
) {
  return tx
    .update(masterData)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(ofKind(companyId, kind), eq(masterData.id, id), eq(masterData.version, version)))
    .returning()
}

export function deleteMasterDataRow(tx: Tx, companyId: string, kind: MasterDataKind, id: string) {
  return tx.delete(masterData).where(and(ofKind(companyId, kind), eq(masterData.id, id)))
}

// A kind's active items as select options, by name whatever its case.
export function masterDataOptionRows(tx: Tx, companyId: string, kind: MasterDataKind) {
  return tx
    .select({ id: masterData.id, name: masterData.name, code: masterData.code })
    .from(masterData)
    .where(and(ofKind(companyId, kind), eq(masterData.active, true)))
    .orderBy(sql`lower(${masterData.name})`)
}

export async function isActiveMasterData(tx: Tx, companyId: string, kind: MasterDataKind, id: string) {
  const [row] = await tx
    .select({ id: masterData.id })
    .from(masterData)
    .where(and(ofKind(companyId, kind), eq(masterData.id, id), eq(masterData.active, true)))
  return row !== undefined
}

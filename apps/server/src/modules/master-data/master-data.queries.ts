import type { MasterDataKind } from '@scm/contracts'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../platform/db/database.ts'
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

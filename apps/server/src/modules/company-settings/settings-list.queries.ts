import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { isActiveRowOf } from '../../platform/db/references.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'
import { paymentTerms } from './payment-term.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

export type SettingsKind =
  | 'payment-term'
  | 'address'
  | 'warehouse'
  | 'contact'
  | 'vat'
  | 'tag'
  | 'buying-entity'
export type NamedRow = { id: string; name: string; active: boolean }

type Listed = PgTable & { id: PgColumn; companyId: PgColumn; active: PgColumn }
const lists: Record<SettingsKind, { table: Listed; name: SQL }> = {
  'payment-term': { table: paymentTerms, name: sql`${paymentTerms.name}` },
  address: { table: addresses, name: sql`${addresses.label}` },
  warehouse: { table: warehouses, name: sql`${warehouses.name}` },
  contact: { table: contacts, name: sql`${contacts.firstName} || ' ' || ${contacts.lastName}` },
  vat: { table: vats, name: sql`${vats.name}` },
  tag: { table: tags, name: sql`${tags.name}` },
  'buying-entity': { table: buyingEntities, name: sql`${buyingEntities.name}` },
}

// Whether a link to one list names an active row of the company (platform/db/references.ts).
export const isActiveSettingsRow = (tx: Tx, companyId: string, kind: SettingsKind, id: string) =>
  isActiveRowOf(tx, lists[kind].table, companyId, id)

// A company's rows of one list by id, each with the name a record shows or copies, by name.
export function settingsRowsById(
  tx: Tx,
  companyId: string,
  kind: SettingsKind,
  ids: string[],
): Promise<NamedRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  const { table, name } = lists[kind]
  return tx
    .select({ id: table.id, name: sql<string>`${name}`, active: table.active })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
    .orderBy(sql`lower(${name})`, table.id) as Promise<NamedRow[]>
}

import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../platform/db/database.ts'
import { assertReference } from '../../platform/db/references.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'
import { etaRules } from './eta-rule.table.ts'
import { paymentTerms } from './payment-term.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

// Reads other modules make of a company's settings lists (docs/decisions/0026): an order links to its
// payment term, addresses, warehouses, contacts and VAT codes, checks them and copies their names; a
// project or a price list line links to one. None of them reads these tables itself.

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

// A link to a row of one list must name an active row of the acting company (platform/db/references.ts).
export const assertSettingsReference = (
  ctx: RequestContext,
  kind: SettingsKind,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(ctx, lists[kind].table, id, field, current)

// The active payment term the company marked as its default, if any: what a new order starts with.
export async function defaultPaymentTerm(db: Db | Tx, companyId: string) {
  const [term] = await db
    .select({ id: paymentTerms.id, name: paymentTerms.name })
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.companyId, companyId),
        eq(paymentTerms.isDefault, true),
        eq(paymentTerms.active, true),
      ),
    )
  return term
}

// Each supplier agreement's ship-from (or that of one agreement): the company's active address linked
// to it and marked "auto-populate ship-from" (the first by label when there are several).
export async function supplierShipFroms(
  tx: Tx,
  companyId: string,
  agreementId?: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ supplierId: addresses.supplierId, id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, companyId),
        agreementId ? eq(addresses.supplierId, agreementId) : isNotNull(addresses.supplierId),
        eq(addresses.autoPopulateShipFrom, true),
        eq(addresses.active, true),
      ),
    )
    .orderBy(asc(addresses.label), asc(addresses.id))
  const shipFroms = new Map<string, string>()
  for (const row of rows) if (!shipFroms.has(row.supplierId!)) shipFroms.set(row.supplierId!, row.id)
  return shipFroms
}

export const activeWarehouses = (tx: Tx, companyId: string) =>
  tx
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.active, true)))

// The days a company's warehouse takes to receive goods, or undefined when it is not the company's.
export async function warehouseHandlingDays(tx: Tx, companyId: string, id: string) {
  const [warehouse] = await tx
    .select({ handlingDays: warehouses.handlingDays })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.companyId, companyId)))
  return warehouse?.handlingDays
}

// A company's ETA rules, as the shared rule picker (contracts) reads them.
export async function etaRulesOf(tx: Tx, companyId: string) {
  const rows = await tx.select().from(etaRules).where(eq(etaRules.companyId, companyId))
  return rows.map((row) => ({
    id: row.id,
    ship_from_address_id: row.shipFromAddressId,
    ship_to_address_id: row.shipToAddressId,
    ship_to_warehouse_id: row.shipToWarehouseId,
    incoterm: row.incoterm,
    freight_mode_id: row.freightModeId,
    lead_time_days: row.leadTimeDays,
    is_default: row.isDefault,
  }))
}

// Codes and internal ids are how other data names a company's settings (an import file, a demo row).
export async function addressByCode(db: Db | Tx, companyId: string, code: string) {
  const [address] = await db
    .select({ id: addresses.id, label: addresses.label })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.code, code)))
  return address
}

export async function warehouseByCode(db: Db | Tx, companyId: string, code: string) {
  const [warehouse] = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.code, code)))
  return warehouse
}

export async function buyingEntityByInternalId(db: Db | Tx, companyId: string, internalId: string) {
  const [entity] = await db
    .select({ id: buyingEntities.id })
    .from(buyingEntities)
    .where(and(eq(buyingEntities.companyId, companyId), eq(buyingEntities.internalId, internalId)))
  return entity
}

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { addresses } from './address.table.ts'

export type AddressRow = typeof addresses.$inferSelect

// The addresses as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const addressList = {
  table: addresses,
  sortable: {
    label: sql`lower(${addresses.label})`,
    type: addresses.type,
    city: sql`lower(${addresses.city})`,
    country: addresses.country,
    code: addresses.code,
  },
  defaultSort: [sql`lower(${addresses.label})`],
  search: [addresses.label, addresses.line1, addresses.city, addresses.zip, addresses.code],
  filters: (filter: Record<string, string>) => [
    filter.type ? eq(addresses.type, filter.type as AddressRow['type']) : undefined,
    filter.active ? eq(addresses.active, filter.active === 'true') : undefined,
    filter.project_id ? eq(addresses.projectId, filter.project_id) : undefined,
  ],
}

// The scope of the one default address per type.
export const addressesOfType = (type: AddressRow['type']) => eq(addresses.type, type)

// The company's active addresses marked "auto-populate ship-from" that are linked to a supplier
// agreement (or to the one given), by label.
export function listShipFromAddresses(tx: Tx, companyId: string, agreementId?: string) {
  return tx
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
}

// Codes are how other data names a company's addresses (an import file, a demo row).
export async function addressByCode(db: Db | Tx, companyId: string, code: string) {
  const [address] = await db
    .select({ id: addresses.id, label: addresses.label })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.code, code)))
  return address
}

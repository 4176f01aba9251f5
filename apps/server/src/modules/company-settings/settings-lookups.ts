import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { paymentTerms } from './payment-term.table.ts'

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

// The terms a new order starts with.
export async function defaultPaymentTerm(db: Db | Tx, companyId: string) {
  const [term] = await db
    .select({ id: paymentTerms.id, name: paymentTerms.name })
    .from(paymentTerms)
    .where(and(eq(paymentTerms.companyId, companyId), eq(paymentTerms.isDefault, true)))
  return term
}

import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { addresses, warehouses } from './address.table.ts'

// Projects and supplier agreements can be made after the settings that point at them (a project needs
// its buying entity), so their modules link them through these instead of writing these tables.
export async function linkWarehouseToProject(
  tx: Tx,
  companyId: string,
  warehouseCode: string,
  projectId: string,
) {
  await tx
    .update(warehouses)
    .set({ projectId })
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.code, warehouseCode)))
}

export async function linkAddressToSupplier(
  tx: Tx,
  companyId: string,
  addressCode: string,
  supplierId: string,
) {
  await tx
    .update(addresses)
    .set({ supplierId })
    .where(and(eq(addresses.companyId, companyId), eq(addresses.code, addressCode)))
}

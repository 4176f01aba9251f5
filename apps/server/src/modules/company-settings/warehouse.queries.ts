import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { warehouses } from './address.table.ts'

// The warehouse's parent, or null when it has none or is not the company's.
export async function findWarehouseParentId(tx: Tx, companyId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ parentId: warehouses.parentId })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.companyId, companyId)))
  return row?.parentId ?? null
}

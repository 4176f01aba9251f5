import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../platform/db/database.ts'
import { warehouses } from './address.table.ts'

export type WarehouseRow = typeof warehouses.$inferSelect

// The warehouses as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const warehouseList = {
  table: warehouses,
  sortable: {
    code: sql`lower(${warehouses.code})`,
    name: sql`lower(${warehouses.name})`,
    handling_days: warehouses.handlingDays,
  },
  defaultSort: [sql`lower(${warehouses.code})`],
  search: [warehouses.code, warehouses.name],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(warehouses.active, filter.active === 'true') : undefined,
    filter.project_id ? eq(warehouses.projectId, filter.project_id) : undefined,
  ],
}

// The warehouse's parent, or null when it has none or is not the company's.
export async function findWarehouseParentId(tx: Tx, companyId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ parentId: warehouses.parentId })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.companyId, companyId)))
  return row?.parentId ?? null
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

// Codes are how other data names a company's warehouses (an import file, a demo row).
export async function warehouseByCode(db: Db | Tx, companyId: string, code: string) {
  const [warehouse] = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, companyId), eq(warehouses.code, code)))
  return warehouse
}

const parent = alias(warehouses, 'parent')

// A company's warehouses with their parent's name, as a subquery another module joins on its own rows.
export const warehouseFacts = (tx: Tx) =>
  tx
    .select({
      id: warehouses.id,
      companyId: warehouses.companyId,
      code: warehouses.code,
      name: warehouses.name,
      parentId: warehouses.parentId,
      parentName: sql<string | null>`${parent.name}`.as('parent_name'),
    })
    .from(warehouses)
    .leftJoin(parent, eq(parent.id, warehouses.parentId))
    .as('warehouse')

// A warehouse of the company by id, or undefined when it is not the company's.
export async function warehouseById(tx: Tx, companyId: string, id: string) {
  const [warehouse] = await tx
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, active: warehouses.active })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.companyId, companyId)))
  return warehouse
}

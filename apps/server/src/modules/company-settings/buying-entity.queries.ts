import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { buyingEntities } from './buying-entity.table.ts'

export type BuyingEntityRow = typeof buyingEntities.$inferSelect

// The buying entities as the company list (platform/db/company-list.ts) reads, sorts, searches and
// filters them.
export const buyingEntityList = {
  table: buyingEntities,
  sortable: {
    name: sql`lower(${buyingEntities.name})`,
    internal_id: buyingEntities.internalId,
    integration_order: buyingEntities.integrationOrder,
  },
  defaultSort: [sql`lower(${buyingEntities.name})`],
  search: [buyingEntities.name, buyingEntities.orgNumber, buyingEntities.internalId],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(buyingEntities.active, filter.active === 'true') : undefined,
  ],
}

// Internal ids are how other data names a company's buying entities (an import file, a demo row).
export async function buyingEntityByInternalId(db: Db | Tx, companyId: string, internalId: string) {
  const [entity] = await db
    .select({ id: buyingEntities.id })
    .from(buyingEntities)
    .where(and(eq(buyingEntities.companyId, companyId), eq(buyingEntities.internalId, internalId)))
  return entity
}

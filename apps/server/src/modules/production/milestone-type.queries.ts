import { and, eq, inArray, sql } from 'drizzle-orm'
import { activeOptions } from '../../platform/db/active-options.ts'
import type { Tx } from '../../platform/db/database.ts'
import { milestoneTypes } from './milestone-type.table.ts'

export type MilestoneTypeRow = typeof milestoneTypes.$inferSelect

// The milestone types as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const milestoneTypeList = {
  table: milestoneTypes,
  sortable: { name: sql`lower(${milestoneTypes.name})` },
  defaultSort: [sql`lower(${milestoneTypes.name})`],
  search: [milestoneTypes.name],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(milestoneTypes.active, filter.active === 'true') : undefined,
  ],
}

// The company's milestone types among these ids, active or not, with their names.
export const milestoneTypesByIds = (tx: Tx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: milestoneTypes.id, name: milestoneTypes.name, active: milestoneTypes.active })
        .from(milestoneTypes)
        .where(and(eq(milestoneTypes.companyId, companyId), inArray(milestoneTypes.id, ids)))

export const milestoneTypeOptions = activeOptions(milestoneTypes, milestoneTypes.name, null)

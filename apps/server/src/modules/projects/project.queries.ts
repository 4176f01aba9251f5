import { and, eq, sql } from 'drizzle-orm'
import { activeOptions } from '../../platform/db/active-options.ts'
import type { Tx } from '../../platform/db/database.ts'
import { isActiveRowOf } from '../../platform/db/references.ts'
import { projects } from './project.table.ts'

export type ProjectRow = typeof projects.$inferSelect

// The table, sorts, search and filters of the project list (platform/db/company-list.ts runs them).
export const projectListSource = {
  table: projects,
  sortable: {
    code: sql`lower(${projects.code})`,
    name: sql`lower(${projects.name})`,
    year: projects.year,
    start_date: projects.startDate,
    end_date: projects.endDate,
  },
  defaultSort: [sql`lower(${projects.code})`],
  search: [projects.code, projects.name],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(projects.active, filter.active === 'true') : undefined,
    filter.season_id ? eq(projects.seasonId, filter.season_id) : undefined,
    filter.buying_entity_id ? eq(projects.buyingEntityId, filter.buying_entity_id) : undefined,
  ],
}

// The param source `projects`: the company's active projects for pickers.
export const activeProjectOptions = activeOptions(projects, projects.name, projects.code)

export const isActiveProjectOf = (tx: Tx, companyId: string, id: string) =>
  isActiveRowOf(tx, projects, companyId, id)

export async function projectNameOf(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
  return row?.name ?? null
}

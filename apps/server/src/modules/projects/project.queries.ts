import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { activeOptions } from '../../platform/db/active-options.ts'
import type { Tx } from '../../platform/db/database.ts'
import { isActiveRowOf } from '../../platform/db/references.ts'
import { users } from '../../platform/tenancy/user.table.ts'
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
    filter.person
      ? sql`(${filter.person}::uuid = any(${projects.managerIds}) or ${filter.person}::uuid = any(${projects.memberIds}))`
      : undefined,
  ],
}

// The param source `projects`: the company's active projects for pickers.
export const activeProjectOptions = activeOptions(projects, projects.name, projects.code)

export const isActiveProjectOf = (tx: Tx, companyId: string, id: string) =>
  isActiveRowOf(tx, projects, companyId, id)

// A select column: the name of the project whose id the given column holds (a quotation's project).
export const projectName = (id: PgColumn | SQL) =>
  sql<string | null>`(select ${projects.name} from ${projects} where ${projects.id} = ${id})`

// Which of the given ids are active users of the company: the people a project may name.
export async function activeUsersAmong(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.companyId, companyId), eq(users.active, true)))
  return new Set(rows.map((row) => row.id))
}

// A change below the header (its articles) is a change of the project: it moves the version on.
export async function bumpProject(tx: Tx, companyId: string, id: string, version: number) {
  const rows = await tx
    .update(projects)
    .set({ version: version + 1, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId), eq(projects.version, version)))
    .returning({ id: projects.id })
  return rows.length === 1
}

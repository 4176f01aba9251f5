import type { TagRef, TagType } from '@scm/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { tags } from './tag.table.ts'

export type TagRow = typeof tags.$inferSelect

// The tags as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const tagList = {
  table: tags,
  sortable: { name: sql`lower(${tags.name})`, type: tags.type },
  defaultSort: [tags.type as never, sql`lower(${tags.name})`],
  search: [tags.name],
  filters: (filter: Record<string, string>) => [
    filter.type ? eq(tags.type, filter.type as TagType) : undefined,
    filter.active ? eq(tags.active, filter.active === 'true') : undefined,
  ],
}

// Which of these ids are the company's active tags of the type.
export async function findActiveTagIds(tx: Tx, companyId: string, type: TagType, ids: string[]) {
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(eq(tags.companyId, companyId), eq(tags.type, type), eq(tags.active, true), inArray(tags.id, ids)),
    )
  return rows.map((row) => row.id)
}

// A select column: the tags a record carries through its link table, with their names, by name.
// Deactivated tags are included: the record keeps them until someone takes them off.
export const tagRefs = (link: PgTable, linkTagId: PgColumn, linkOwner: PgColumn, ownerId: PgColumn | SQL) =>
  sql<TagRef[]>`coalesce((
    select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by lower(${tags.name}), ${tags.id})
    from ${link} join ${tags} on ${tags.id} = ${linkTagId} where ${linkOwner} = ${ownerId}
  ), '[]'::json)`

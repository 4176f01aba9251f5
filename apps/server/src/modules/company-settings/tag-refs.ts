import type { TagRef } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { tags } from './tag.table.ts'

// A select column: the tags a record carries through its link table, with their names, by name.
// Deactivated tags are included: the record keeps them until someone takes them off.
export const tagRefs = (link: PgTable, linkTagId: PgColumn, linkOwner: PgColumn, ownerId: PgColumn | SQL) =>
  sql<TagRef[]>`coalesce((
    select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by lower(${tags.name}), ${tags.id})
    from ${link} join ${tags} on ${tags.id} = ${linkTagId} where ${linkOwner} = ${ownerId}
  ), '[]'::json)`

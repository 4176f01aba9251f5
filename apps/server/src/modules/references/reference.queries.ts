import { maxReferenceDocuments, type ReferenceDocument } from '@scm/contracts'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { likePattern, type PageRequest, pageWindow, pageWithTotal, totalOf } from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'

// A source is one owner's select of (reference, kind, document_id, number, status, used_at): the orders
// and quotations modules offer theirs, this module only groups them.
export type ReferenceSource = SQLWrapper
export type ReferenceQuery = PageRequest & { search?: string }

export interface ReferenceRow {
  key: string
  reference: string
  document_count: number
  documents: ReferenceDocument[]
  last_used_at: Date | string
}

const sortable: Record<string, SQL> = {
  reference: sql`key`,
  document_count: sql`document_count`,
  last_used_at: sql`last_used_at`,
}

const sortOf = (sort: string | undefined) => {
  const descending = sort?.startsWith('-') ?? true
  const column = sortable[sort?.replace(/^-/, '') ?? ''] ?? sortable.last_used_at!
  return sql`${column} ${descending ? sql`desc` : sql`asc`}, key asc`
}

// One row per reference, told apart without case and surrounding spaces, spelt as it was last written.
export async function findReferencePage(tx: Tx, sources: ReferenceSource[], query: ReferenceQuery) {
  const union = sql.join(
    sources.map((source) => sql`(${source})`),
    sql` union all `,
  )
  const where = query.search ? sql`where reference ilike ${likePattern(query.search)}` : sql``
  const grouped = sql`select lower(reference) as key,
      (array_agg(reference order by used_at desc))[1] as reference,
      count(*)::int as document_count,
      max(used_at) as last_used_at,
      jsonb_path_query_array(
        jsonb_agg(jsonb_build_object('kind', kind, 'id', document_id, 'number', number, 'status', status)
          order by used_at desc, number),
        ${`$[0 to ${maxReferenceDocuments - 1}]`}::jsonpath) as documents
    from (${union}) refs ${where}
    group by lower(reference)`
  const { limit, offset } = pageWindow(query)
  const [found, total] = await pageWithTotal(
    { limit, offset },
    rows<ReferenceRow>(tx, sql`${grouped} order by ${sortOf(query.sort)} limit ${limit} offset ${offset}`),
    () => totalOf(tx, grouped),
  )
  return { rows: found, total }
}

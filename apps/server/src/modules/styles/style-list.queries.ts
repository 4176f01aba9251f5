import type { StyleListQuery } from '@scm/contracts'
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { styles } from './style.table.ts'
import { reviewResultSql } from './style-review.queries.ts'

const seasonNames = sql<
  string[]
>`coalesce(array(select m.name from style_seasons ss join master_data m on m.id = ss.season_id
  where ss.style_id = "styles"."id" order by m.name), '{}')`
const defaultSupplier = sql<
  string | null
>`(select p.name from style_suppliers sp join partner_companies() p on p.id = sp.supplier_company_id
  where sp.style_id = "styles"."id" and sp.is_default)`
export const colourCount = sql<number>`(select count(*)::int from style_colours c where c.style_id = "styles"."id")`

// What a style list searches (number and name) and sorts by, the company's own and the shared ones alike.
export const styleSearch = (search: string | undefined) =>
  search
    ? or(ilike(styles.styleNumber, likePattern(search)), ilike(styles.name, likePattern(search)))
    : undefined
export const styleSortable = {
  style_number: sql`lower(${styles.styleNumber})`,
  name: sql`lower(${styles.name})`,
  updated_at: styles.updatedAt,
}

// One page of the company's styles with what the list shows of each, and the capped count of all that match.
export async function findStylePage(tx: Tx, companyId: string, query: z.output<typeof StyleListQuery>) {
  const filter = query.filter ?? {}
  const where = and(
    eq(styles.companyId, companyId),
    styleSearch(query.search),
    filter.status ? eq(styles.status, filter.status) : undefined,
    filter.season_id
      ? sql`exists (select 1 from style_seasons ss where ss.style_id = ${styles.id} and ss.season_id = ${filter.season_id})`
      : undefined,
    filter.supplier_id
      ? sql`exists (select 1 from style_suppliers sp where sp.style_id = ${styles.id} and sp.supplier_company_id = ${filter.supplier_id})`
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select({
        id: styles.id,
        styleNumber: styles.styleNumber,
        name: styles.name,
        status: styles.status,
        updatedAt: styles.updatedAt,
        seasons: seasonNames,
        defaultSupplier,
        colourCount,
        reviewResult: reviewResultSql,
      })
      .from(styles)
      .where(where)
      .orderBy(...orderBy(query.sort, styleSortable, [styleSortable.style_number], styles.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, styles, where),
  )
  return { rows, total }
}

// The company's active styles for pickers, by number.
export function activeStyleOptions(tx: Tx, companyId: string) {
  return tx
    .select({ id: styles.id, name: styles.name, code: styles.styleNumber })
    .from(styles)
    .where(and(eq(styles.companyId, companyId), eq(styles.status, 'active')))
    .orderBy(sql`lower(${styles.styleNumber})`)
}

import type { StyleListItem, StyleListQuery, StyleReviewResult } from '@scm/contracts'
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
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
const colourCount = sql<number>`(select count(*)::int from style_colours c where c.style_id = "styles"."id")`

export async function listStyles(ctx: RequestContext, query: z.output<typeof StyleListQuery>) {
  const filter = query.filter ?? {}
  const where = and(
    eq(styles.companyId, ctx.companyId),
    query.search
      ? or(
          ilike(styles.styleNumber, likePattern(query.search)),
          ilike(styles.name, likePattern(query.search)),
        )
      : undefined,
    filter.status ? eq(styles.status, filter.status) : undefined,
    filter.season_id
      ? sql`exists (select 1 from style_seasons ss where ss.style_id = ${styles.id} and ss.season_id = ${filter.season_id})`
      : undefined,
    filter.supplier_id
      ? sql`exists (select 1 from style_suppliers sp where sp.style_id = ${styles.id} and sp.supplier_company_id = ${filter.supplier_id})`
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    style_number: sql`lower(${styles.styleNumber})`,
    name: sql`lower(${styles.name})`,
    updated_at: styles.updatedAt,
  }
  const [rows, total] = await Promise.all([
    ctx.tx
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
      .orderBy(...orderBy(query.sort, sortable, [sortable.style_number], styles.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, styles, where),
  ])
  const data: StyleListItem[] = rows.map((row) => ({
    id: row.id,
    style_number: row.styleNumber,
    name: row.name,
    default_supplier: row.defaultSupplier,
    seasons: row.seasons,
    colour_count: row.colourCount,
    status: row.status,
    review_result: row.reviewResult as StyleReviewResult,
    updated_at: row.updatedAt.toISOString(),
  }))
  return { data, meta: listMeta(query, total) }
}

// The param source `styles`: active styles for pickers (an article belongs to a style).
export async function styleOptions(ctx: RequestContext) {
  return ctx.tx
    .select({ id: styles.id, name: styles.name, code: styles.styleNumber })
    .from(styles)
    .where(and(eq(styles.companyId, ctx.companyId), eq(styles.status, 'active')))
    .orderBy(sql`lower(${styles.styleNumber})`)
}

import type { CounterpartStyle, CounterpartStyleListItem } from '@scm/contracts'
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { loadStyleParts, styleCore, supplierTerms } from './style.queries.ts'
import { styles } from './style.table.ts'
import { masterDataNames, partnerNames } from './style-names.ts'

// Styles another company shared with us: active ones, from a company we still trade with.
const sharedWithUs = (ctx: RequestContext) =>
  and(
    ne(styles.companyId, ctx.companyId),
    eq(styles.status, 'active'),
    sql`exists (select 1 from style_shares s where s.style_id = ${styles.id} and s.partner_company_id = ${ctx.companyId})`,
    sql`${styles.companyId} in (select id from partner_companies())`,
  )

const seasonNames = sql<string[]>`coalesce(array(select m.name from shared_style_master_data("styles"."id") m
  where m.kind = 'seasons' order by m.name), '{}')`
const colourCount = sql<number>`(select count(*)::int from style_colours c where c.style_id = "styles"."id")`

export async function listCounterpartStyles(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { owner_id?: string } },
) {
  const where = and(
    sharedWithUs(ctx),
    query.search
      ? or(
          ilike(styles.styleNumber, likePattern(query.search)),
          ilike(styles.name, likePattern(query.search)),
        )
      : undefined,
    query.filter?.owner_id ? eq(styles.companyId, query.filter.owner_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    style_number: sql`lower(${styles.styleNumber})`,
    name: sql`lower(${styles.name})`,
    updated_at: styles.updatedAt,
  }
  const [rows, total, owners] = await Promise.all([
    ctx.tx
      .select({
        id: styles.id,
        companyId: styles.companyId,
        styleNumber: styles.styleNumber,
        name: styles.name,
        updatedAt: styles.updatedAt,
        seasons: seasonNames,
        colourCount,
      })
      .from(styles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.style_number], styles.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, styles, where),
    partnerNames(ctx.tx),
  ])
  const data: CounterpartStyleListItem[] = rows.map((row) => ({
    id: row.id,
    style_number: row.styleNumber,
    name: row.name,
    owner_name: owners.get(row.companyId) ?? '',
    seasons: row.seasons,
    colour_count: row.colourCount,
    updated_at: row.updatedAt.toISOString(),
  }))
  return { data, meta: listMeta(query, total) }
}

export async function getCounterpartStyle(ctx: RequestContext, id: string): Promise<CounterpartStyle> {
  const [row] = await ctx.tx
    .select()
    .from(styles)
    .where(and(eq(styles.id, id), sharedWithUs(ctx)))
  if (!row) throw notFound()
  const parts = await loadStyleParts(ctx.tx, row)
  const [names, owners] = await Promise.all([masterDataNames(ctx.tx, [], id), partnerNames(ctx.tx)])
  // Row-level security hands a supplier its own terms only; the filter says so here too.
  const ours = parts.suppliers.find((supplier) => supplier.supplierCompanyId === ctx.companyId)
  return {
    ...styleCore(parts, names),
    owner: { id: row.companyId, name: owners.get(row.companyId) ?? '' },
    our_supply: ours ? supplierTerms(ours) : null,
  }
}

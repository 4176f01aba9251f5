import { and, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, orderBy, type PageRequest, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import type { StyleRow } from './style.queries.ts'
import { styles } from './style.table.ts'
import { colourCount, styleSearch, styleSortable } from './style-list.queries.ts'

// Styles another company shared with us: active ones, from a company we still trade with.
const sharedWithUs = (companyId: string) =>
  and(
    ne(styles.companyId, companyId),
    eq(styles.status, 'active'),
    sql`exists (select 1 from style_shares s where s.style_id = ${styles.id} and s.partner_company_id = ${companyId})`,
    sql`${styles.companyId} in (select id from partner_companies())`,
  )

const seasonNames = sql<string[]>`coalesce(array(select m.name from shared_style_master_data("styles"."id") m
  where m.kind = 'seasons' order by m.name), '{}')`

// One page of the styles shared with the company and the capped count of all that match.
export async function findCounterpartStylePage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string; filter?: { owner_id?: string } },
) {
  const where = and(
    sharedWithUs(companyId),
    styleSearch(query.search),
    query.filter?.owner_id ? eq(styles.companyId, query.filter.owner_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
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
      .orderBy(...orderBy(query.sort, styleSortable, [styleSortable.style_number], styles.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, styles, where),
  )
  return { rows, total }
}

export async function findCounterpartStyleRow(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<StyleRow | undefined> {
  const [row] = await tx
    .select()
    .from(styles)
    .where(and(eq(styles.id, id), sharedWithUs(companyId)))
  return row
}

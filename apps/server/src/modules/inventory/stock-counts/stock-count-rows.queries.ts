import { and, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import {
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
  totalOf,
} from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import { inChunks, unnestRows } from '../../../platform/db/unnest.ts'
import { articleStockFacts } from '../../articles/index.ts'
import { stockLevels, stockMovements } from '../stock.table.ts'
import { stockCountRows } from './stock-count.table.ts'

export type StockCountRowQuery = PageRequest & { search?: string; filter?: { counted?: 'yes' | 'no' } }

interface CountPlace {
  companyId: string
  countId: string
  warehouseId: string
}

// A new count's rows: every article the warehouse holds a figure of, with what is on hand now.
export async function insertRowsFromStock(tx: Tx, place: CountPlace) {
  await tx.execute(
    sql`insert into ${stockCountRows} (count_id, company_id, article_id, available)
        select ${place.countId}, l.company_id, l.article_id, l.on_hand from ${stockLevels} l
        where l.company_id = ${place.companyId} and l.warehouse_id = ${place.warehouseId}`,
  )
}

export async function findRowPage(
  tx: Tx,
  place: CountPlace & { completed: boolean },
  query: StockCountRowQuery,
) {
  const article = articleStockFacts(tx)
  const onHand = sql<string>`coalesce(${stockLevels.onHand}, 0)`
  // Once completed, the difference is what the count posted (its ledger entry; none where the count
  // matched); before, counted minus what is there now.
  const difference = place.completed
    ? sql<
        string | null
      >`case when ${stockCountRows.counted} is not null then coalesce(${stockMovements.quantity}, 0) end`
    : sql<string | null>`${stockCountRows.counted} - ${onHand}`
  const where = and(
    eq(stockCountRows.countId, place.countId),
    eq(stockCountRows.companyId, place.companyId),
    query.filter?.counted === 'yes' ? isNotNull(stockCountRows.counted) : undefined,
    query.filter?.counted === 'no' ? isNull(stockCountRows.counted) : undefined,
    query.search
      ? or(ilike(article.code, likePattern(query.search)), ilike(article.name, likePattern(query.search)))
      : undefined,
  )
  const levelOn = and(
    eq(stockLevels.articleId, stockCountRows.articleId),
    eq(stockLevels.warehouseId, place.warehouseId),
  )
  const sortable = {
    article_code: sql`lower(${article.code})`,
    article_name: sql`lower(${article.name})`,
    difference,
  }
  const { limit, offset } = pageWindow(query)
  const matching = () =>
    tx
      .select({ one: sql`1` })
      .from(stockCountRows)
      .innerJoin(article, eq(article.id, stockCountRows.articleId))
      .where(where)
  return pageWithTotal(
    { limit, offset },
    tx
      .select({
        articleId: stockCountRows.articleId,
        articleCode: article.code,
        articleName: article.name,
        available: sql<string>`${stockCountRows.available}::text`,
        onHand: sql<string>`(${onHand})::text`,
        counted: sql<string | null>`${stockCountRows.counted}::text`,
        difference: sql<string | null>`(${difference})::text`,
      })
      .from(stockCountRows)
      .innerJoin(article, eq(article.id, stockCountRows.articleId))
      .leftJoin(stockLevels, levelOn)
      .leftJoin(
        stockMovements,
        and(
          eq(stockMovements.documentId, place.countId),
          eq(stockMovements.articleId, stockCountRows.articleId),
          eq(stockMovements.warehouseId, place.warehouseId),
        ),
      )
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`lower(${article.code})`], stockCountRows.articleId))
      .limit(limit)
      .offset(offset),
    () => totalOf(tx, matching()),
  )
}

const counted = { articleId: stockCountRows.articleId, counted: stockCountRows.counted }

// Sets the counted quantity of each article, adding the articles the count does not hold yet (with what
// is on hand now as their available figure). One statement per chunk of rows; answers how many joined.
export async function writeCounted(
  tx: Tx,
  place: CountPlace,
  values: Array<{ articleId: string; counted: string | null }>,
) {
  let added = 0
  await inChunks(values, async (chunk) => {
    const written = await rows<{ added: boolean }>(
      tx,
      sql`insert into ${stockCountRows} (count_id, company_id, article_id, available, counted)
          select ${place.countId}, ${place.companyId}, v.article_id, coalesce(l.on_hand, 0), v.counted
          from ${unnestRows(chunk, counted)}
          left join ${stockLevels} l on l.article_id = v.article_id and l.warehouse_id = ${place.warehouseId}
          on conflict (count_id, article_id) do update set counted = excluded.counted
          returning (xmax = 0) as added`,
    )
    added += written.filter((row) => row.added).length
  })
  return added
}

// The completion's figures: first every counted article gets a stock row in the warehouse (so there is
// a row to lock), then the counted rows' figures are locked in key order (article, warehouse: the order
// every posting takes them in, so none can deadlock with this one) and answered with counted minus the
// locked figure. While the transaction lasts no other posting can move them.
export async function lockCountedLevels(tx: Tx, place: CountPlace) {
  await tx.execute(
    sql`insert into ${stockLevels} (company_id, article_id, warehouse_id)
        select ${place.companyId}, r.article_id, ${place.warehouseId} from ${stockCountRows} r
        where r.count_id = ${place.countId} and r.counted is not null
          and not exists (select 1 from ${stockLevels} l
                          where l.article_id = r.article_id and l.warehouse_id = ${place.warehouseId})
        order by r.article_id
        on conflict (article_id, warehouse_id) do nothing`,
  )
  return rows<{ article_id: string; delta: string }>(
    tx,
    sql`select l.article_id, (r.counted - l.on_hand)::text as delta
        from ${stockLevels} l
        join ${stockCountRows} r on r.article_id = l.article_id and r.count_id = ${place.countId}
        where l.company_id = ${place.companyId} and l.warehouse_id = ${place.warehouseId}
          and r.counted is not null
        order by l.article_id, l.warehouse_id
        for update of l`,
  )
}

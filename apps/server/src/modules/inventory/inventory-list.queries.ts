import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
  totalOf,
} from '../../platform/db/list.ts'
import { articleStockFacts } from '../articles/index.ts'
import { warehouseFacts } from '../company-settings/index.ts'
import { incomingQuantity } from '../orders/index.ts'
import { stockLevels } from './stock.table.ts'

export type InventoryQuery = PageRequest & {
  search?: string
  filter?: { warehouse_id?: string; parent_warehouse_id?: string; below_min?: 'true' }
}

const available = sql<string>`${stockLevels.onHand} - ${stockLevels.reserved}`

// The inventory table (spec §2.10): a row per article and warehouse the ledger has touched.
export async function findInventoryPage(tx: Tx, companyId: string, query: InventoryQuery) {
  const article = articleStockFacts(tx)
  const warehouse = warehouseFacts(tx)
  const filter = query.filter ?? {}
  // The company on each side of the joins, not only on the figures: then the planner walks the articles'
  // (company, code) index in the page's order and stops at the page, instead of sorting every figure.
  const where = and(
    eq(stockLevels.companyId, companyId),
    eq(article.companyId, companyId),
    eq(warehouse.companyId, companyId),
    filter.warehouse_id ? eq(stockLevels.warehouseId, filter.warehouse_id) : undefined,
    filter.parent_warehouse_id
      ? or(eq(warehouse.parentId, filter.parent_warehouse_id), eq(warehouse.id, filter.parent_warehouse_id))
      : undefined,
    filter.below_min ? sql`${available} < ${article.inventoryMin}` : undefined,
    query.search
      ? or(ilike(article.code, likePattern(query.search)), ilike(article.name, likePattern(query.search)))
      : undefined,
  )
  const sortable: Record<string, SQL> = {
    article_code: sql`lower(${article.code})`,
    article_name: sql`lower(${article.name})`,
    warehouse: sql`lower(${warehouse.code})`,
    on_hand: sql`${stockLevels.onHand}`,
    available,
  }
  const { limit, offset } = pageWindow(query)
  const matching = () =>
    tx
      .select({ one: sql`1` })
      .from(stockLevels)
      .innerJoin(article, eq(article.id, stockLevels.articleId))
      .innerJoin(warehouse, eq(warehouse.id, stockLevels.warehouseId))
      .where(where)
  return pageWithTotal(
    { limit, offset },
    tx
      .select({
        articleId: stockLevels.articleId,
        articleCode: article.code,
        articleName: article.name,
        warehouseId: stockLevels.warehouseId,
        warehouseCode: warehouse.code,
        warehouseName: warehouse.name,
        parentWarehouseId: warehouse.parentId,
        parentWarehouseName: warehouse.parentName,
        onHand: sql<string>`${stockLevels.onHand}::text`,
        reserved: sql<string>`${stockLevels.reserved}::text`,
        available: sql<string>`(${available})::text`,
        incoming: incomingQuantity(stockLevels.articleId, stockLevels.warehouseId),
        inventoryMin: article.inventoryMin,
        inventoryMax: article.inventoryMax,
        updatedAt: stockLevels.updatedAt,
      })
      .from(stockLevels)
      .innerJoin(article, eq(article.id, stockLevels.articleId))
      .innerJoin(warehouse, eq(warehouse.id, stockLevels.warehouseId))
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          sortable,
          [sql`lower(${article.code})`, sql`lower(${warehouse.code})`],
          stockLevels.articleId,
        ),
        stockLevels.warehouseId,
      )
      .limit(limit)
      .offset(offset),
    () => totalOf(tx, matching()),
  )
}

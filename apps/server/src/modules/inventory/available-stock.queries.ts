import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { stockLevels } from './stock.table.ts'

const availableColumns = {
  articleId: stockLevels.articleId,
  available: sql<string>`trim_scale(${stockLevels.onHand} - ${stockLevels.reserved})::text`,
}

const inWarehouse = (companyId: string, warehouseId: string) =>
  and(eq(stockLevels.companyId, companyId), eq(stockLevels.warehouseId, warehouseId))

// What is available (on hand less reserved) of these articles in one warehouse, by article id; an
// article the warehouse never held is absent (none available).
export async function availableStock(tx: Tx, companyId: string, warehouseId: string, articleIds: string[]) {
  if (articleIds.length === 0) return new Map<string, string>()
  const found = await tx
    .select(availableColumns)
    .from(stockLevels)
    .where(and(inWarehouse(companyId, warehouseId), inArray(stockLevels.articleId, articleIds)))
  return new Map(found.map((row) => [row.articleId, row.available]))
}

// The same figure for every article the warehouse has held, at most `limit` of them.
export const availableInWarehouse = (tx: Tx, companyId: string, warehouseId: string, limit: number) =>
  tx
    .select(availableColumns)
    .from(stockLevels)
    .where(inWarehouse(companyId, warehouseId))
    .orderBy(stockLevels.articleId)
    .limit(limit)

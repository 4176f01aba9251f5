import { and, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, type PageRequest, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { stockLevels, stockMovements } from './stock.table.ts'

export async function findOnHand(tx: Tx, companyId: string, articleId: string, warehouseId: string) {
  const [level] = await tx
    .select({ onHand: sql<string>`${stockLevels.onHand}::text` })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.companyId, companyId),
        eq(stockLevels.articleId, articleId),
        eq(stockLevels.warehouseId, warehouseId),
      ),
    )
  return level?.onHand
}

// The entries of one article in one warehouse, newest first.
export function findMovementPage(
  tx: Tx,
  companyId: string,
  articleId: string,
  warehouseId: string,
  query: PageRequest,
) {
  const where = and(
    eq(stockMovements.companyId, companyId),
    eq(stockMovements.articleId, articleId),
    eq(stockMovements.warehouseId, warehouseId),
  )
  const { limit, offset } = pageWindow(query)
  const oldestFirst = query.sort === 'created_at'
  return pageWithTotal(
    { limit, offset },
    tx
      .select({
        id: stockMovements.id,
        createdAt: stockMovements.createdAt,
        quantity: sql<string>`${stockMovements.quantity}::text`,
        balanceAfter: sql<string>`${stockMovements.balanceAfter}::text`,
        documentType: stockMovements.documentType,
        documentId: stockMovements.documentId,
        documentLabel: stockMovements.documentLabel,
        userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(where)
      .orderBy(...(oldestFirst ? [stockMovements.seq] : [desc(stockMovements.seq)]))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, stockMovements, where),
  )
}

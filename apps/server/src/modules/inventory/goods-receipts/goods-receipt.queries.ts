import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { goodsReceiptLines, goodsReceipts } from './goods-receipt.table.ts'

export type ReceiptHeader = Omit<typeof goodsReceipts.$inferInsert, 'companyId' | 'receivedAt' | 'userId'>
export type ReceiptLine = Omit<typeof goodsReceiptLines.$inferInsert, 'companyId' | 'receiptId'>

// The receipt, unless one with its id exists already (a second send of the same receipt): then none.
export async function insertReceipt(
  tx: Tx,
  companyId: string,
  userId: string,
  header: ReceiptHeader,
  lines: ReceiptLine[],
) {
  const [inserted] = await tx
    .insert(goodsReceipts)
    .values({ ...header, companyId, userId })
    .onConflictDoNothing({ target: goodsReceipts.id })
    .returning({ id: goodsReceipts.id })
  if (!inserted) return false
  await tx
    .insert(goodsReceiptLines)
    .values(lines.map((line) => ({ ...line, companyId, receiptId: header.id })))
  return true
}

// The company's receipts of an order (or the one with `id`), oldest first, with their lines.
export async function findReceipts(tx: Tx, companyId: string, where: { orderId?: string; id?: string }) {
  const headers = await tx
    .select({
      id: goodsReceipts.id,
      orderId: goodsReceipts.orderId,
      deliveryId: goodsReceipts.deliveryId,
      deliveryCode: goodsReceipts.deliveryCode,
      warehouseId: goodsReceipts.warehouseId,
      warehouseName: goodsReceipts.warehouseName,
      receivedAt: goodsReceipts.receivedAt,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(goodsReceipts)
    .leftJoin(users, eq(users.id, goodsReceipts.userId))
    .where(
      and(
        eq(goodsReceipts.companyId, companyId),
        where.orderId ? eq(goodsReceipts.orderId, where.orderId) : undefined,
        where.id ? eq(goodsReceipts.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(goodsReceipts.receivedAt), asc(goodsReceipts.id))
  if (headers.length === 0) return []
  const lines = await tx
    .select({
      receiptId: goodsReceiptLines.receiptId,
      orderLineId: goodsReceiptLines.orderLineId,
      articleId: goodsReceiptLines.articleId,
      articleCode: goodsReceiptLines.articleCode,
      articleName: goodsReceiptLines.articleName,
      quantity: sql<string>`${goodsReceiptLines.quantity}::text`,
    })
    .from(goodsReceiptLines)
    .where(
      inArray(
        goodsReceiptLines.receiptId,
        headers.map((header) => header.id),
      ),
    )
  return headers.map((header) => ({ ...header, lines: lines.filter((line) => line.receiptId === header.id) }))
}

export type ReceiptRow = Awaited<ReturnType<typeof findReceipts>>[number]

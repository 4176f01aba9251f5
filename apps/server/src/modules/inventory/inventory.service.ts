import { type InventoryRow, canonicalDecimal as plain, type StockMovement } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { warehouseById } from '../company-settings/index.ts'
import { findInventoryPage, type InventoryQuery } from './inventory-list.queries.ts'
import { findMovementPage, findOnHand } from './stock-ledger.queries.ts'

type InventoryPageRow = Awaited<ReturnType<typeof findInventoryPage>>[0][number]

const belowMin = (row: InventoryPageRow) =>
  row.inventoryMin !== null && new Decimal(row.available).lessThan(row.inventoryMin)

const toInventoryRow = (row: InventoryPageRow): InventoryRow => ({
  article_id: row.articleId,
  article_code: row.articleCode,
  article_name: row.articleName,
  warehouse_id: row.warehouseId,
  warehouse_code: row.warehouseCode,
  warehouse_name: row.warehouseName,
  parent_warehouse_id: row.parentWarehouseId,
  parent_warehouse_name: row.parentWarehouseName,
  on_hand: plain(row.onHand),
  reserved: plain(row.reserved),
  available: plain(row.available),
  incoming: plain(row.incoming),
  inventory_min: row.inventoryMin && plain(row.inventoryMin),
  inventory_max: row.inventoryMax && plain(row.inventoryMax),
  below_min: belowMin(row),
  updated_at: row.updatedAt.toISOString(),
})

export async function listInventory(ctx: RequestContext, query: InventoryQuery) {
  const [rows, total] = await findInventoryPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toInventoryRow), meta: listMeta(query, total) }
}

// The ledger of an article of the company in a warehouse of the company; another company's is a 404.
export async function getStockLedger(
  ctx: RequestContext,
  articleId: string,
  warehouseId: string,
  query: PageRequest,
) {
  const [article] = await articlesById(ctx.tx, ctx.companyId, [articleId])
  const warehouse = await warehouseById(ctx.tx, ctx.companyId, warehouseId)
  if (!article || !warehouse) throw notFound()
  const onHand = (await findOnHand(ctx.tx, ctx.companyId, articleId, warehouseId)) ?? '0'
  const [rows, total] = await findMovementPage(ctx.tx, ctx.companyId, articleId, warehouseId, query)
  const data: StockMovement[] = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    quantity: plain(row.quantity),
    balance_after: plain(row.balanceAfter),
    document_type: row.documentType,
    document_id: row.documentId,
    document_label: row.documentLabel,
    user_name: row.userName,
  }))
  const ledger = {
    article_id: article.id,
    article_code: article.code,
    article_name: article.name,
    warehouse_id: warehouse.id,
    warehouse_name: warehouse.name,
    on_hand: plain(onHand),
  }
  return { data, meta: listMeta(query, total), ledger }
}

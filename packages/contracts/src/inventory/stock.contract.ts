import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { listQuery } from '../http/list.ts'

// The documents that move stock (decision 0051). Each posting writes one ledger entry per article and
// warehouse it changes, in the transaction of the document that caused it.
export const stockDocumentTypes = [
  'stock_count',
  'inventory_transaction',
  'goods_receipt',
  'production_order',
  'sales_order',
  'consumables_posting',
] as const
export const StockDocumentType = z.enum(stockDocumentTypes)
export type StockDocumentType = z.infer<typeof StockDocumentType>

// Quantities as decimal strings: stock is `numeric` end to end, never a float.
export const stockQuantityScale = 3

// A row of the inventory table (spec §2.10: by warehouse and parent warehouse). Available is what is on
// hand and not reserved; incoming is what open purchase-order deliveries still bring to the warehouse.
export const InventoryRow = z.object({
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  warehouse_id: Id,
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  parent_warehouse_id: Id.nullable(),
  parent_warehouse_name: z.string().nullable(),
  on_hand: z.string(),
  reserved: z.string(),
  available: z.string(),
  incoming: z.string(),
  inventory_min: z.string().nullable(),
  inventory_max: z.string().nullable(),
  below_min: z.boolean(),
  updated_at: Timestamp,
})
export type InventoryRow = z.infer<typeof InventoryRow>

export const inventorySortFields = [
  'article_code',
  'article_name',
  'warehouse',
  'on_hand',
  'available',
] as const
export const InventoryListQuery = listQuery(inventorySortFields, {
  warehouse_id: Id,
  // A parent warehouse holds its own stock and its children's.
  parent_warehouse_id: Id,
  below_min: z.enum(['true']),
})

// One entry of the ledger: immutable, with the on-hand figure it left behind.
export const StockMovement = z.object({
  id: Id,
  created_at: Timestamp,
  quantity: z.string(),
  balance_after: z.string(),
  document_type: StockDocumentType,
  document_id: Id,
  document_label: z.string(),
  user_name: z.string().nullable(),
})
export type StockMovement = z.infer<typeof StockMovement>

export const StockMovementQuery = listQuery(['created_at'], {})
export const StockLedgerParams = z.strictObject({ article_id: Id, warehouse_id: Id })

// The ledger's head: what the movements below add up to, for one article in one warehouse.
export const StockLedger = z.object({
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  warehouse_id: Id,
  warehouse_name: z.string(),
  on_hand: z.string(),
})
export type StockLedger = z.infer<typeof StockLedger>

import {
  type InventoryTransaction,
  type InventoryTransactionSummary,
  canonicalDecimal as plain,
} from '@scm/contracts'
import type { ArticleRef } from '../../articles/index.ts'
import { rowDescriber } from '../stock-document-response.ts'
import type { rowsOfTransaction, TransactionRow } from './inventory-transaction.queries.ts'

type Lines = Awaited<ReturnType<typeof rowsOfTransaction>>

export const toSummary = (
  row: TransactionRow,
  warehouseNames: Map<string, string>,
): InventoryTransactionSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  from_warehouse_id: row.fromWarehouseId,
  from_warehouse_name: warehouseNames.get(row.fromWarehouseId) ?? '',
  destination_warehouse_id: row.destinationWarehouseId,
  destination_warehouse_name: row.destinationWarehouseId
    ? (warehouseNames.get(row.destinationWarehouseId) ?? '')
    : null,
  destination_text: row.destinationText,
  ship_date: row.shipDate,
  note: row.note,
  row_count: row.rowCount,
  total_quantity: plain(row.totalQuantity),
  created_by_name: row.createdByName,
  completed_at: row.completedAt?.toISOString() ?? null,
  completed_by_name: row.completedByName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export function toTransaction(
  row: TransactionRow,
  warehouseNames: Map<string, string>,
  lines: Lines,
  articles: ArticleRef[],
): InventoryTransaction {
  const describe = rowDescriber(articles)
  return {
    ...toSummary(row, warehouseNames),
    rows: lines.map((line) => ({
      ...describe(line),
      destination_on_hand: row.destinationWarehouseId ? plain(line.destinationOnHand ?? '0') : null,
    })),
  }
}

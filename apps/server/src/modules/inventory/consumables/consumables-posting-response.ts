import {
  type ConsumablesPosting,
  type ConsumablesPostingSummary,
  canonicalDecimal as plain,
} from '@scm/contracts'
import type { ArticleRef } from '../../articles/index.ts'
import { rowDescriber } from '../stock-document-response.ts'
import type { PostingRow, rowsOfPosting } from './consumables-posting.queries.ts'

type Lines = Awaited<ReturnType<typeof rowsOfPosting>>

export const toSummary = (
  row: PostingRow,
  warehouseNames: Map<string, string>,
): ConsumablesPostingSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  warehouse_id: row.warehouseId,
  warehouse_name: warehouseNames.get(row.warehouseId) ?? '',
  posting_date: row.postingDate,
  reference: row.reference,
  note: row.note,
  row_count: row.rowCount,
  total_quantity: plain(row.totalQuantity),
  created_by_name: row.createdByName,
  sent_at: row.sentAt?.toISOString() ?? null,
  sent_by_name: row.sentByName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export function toPosting(
  row: PostingRow,
  warehouseNames: Map<string, string>,
  lines: Lines,
  articles: ArticleRef[],
): ConsumablesPosting {
  return { ...toSummary(row, warehouseNames), rows: lines.map(rowDescriber(articles)) }
}

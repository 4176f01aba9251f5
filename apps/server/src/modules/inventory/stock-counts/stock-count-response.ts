import { canonicalDecimal as plain, type StockCount, type StockCountRow } from '@scm/contracts'
import type { StockCountRecord } from './stock-count.queries.ts'
import type { findRowPage } from './stock-count-rows.queries.ts'

// A completion is under way while its job is waiting or running; a failed one leaves the count started.
export const isCompleting = (record: StockCountRecord) =>
  record.count.status === 'started' &&
  record.count.jobId !== null &&
  (record.jobStatus === 'queued' || record.jobStatus === 'running')

export const toStockCount = (record: StockCountRecord): StockCount => {
  const { count } = record
  return {
    id: count.id,
    number: count.number,
    warehouse_id: count.warehouseId,
    warehouse_code: record.warehouseCode,
    warehouse_name: record.warehouseName,
    status: count.status,
    counted_on: count.countedOn,
    note: count.note,
    row_count: record.rowCount,
    counted_rows: record.countedRows,
    created_by_name: record.createdByName,
    created_at: count.createdAt.toISOString(),
    completed_at: count.completedAt?.toISOString() ?? null,
    completed_by_name: record.completedByName,
    completing: isCompleting(record),
    version: count.version,
    job_status: record.jobStatus ?? null,
    progress: count.status === 'completed' ? 100 : (record.jobProgress ?? 0),
  }
}

type RowRecord = Awaited<ReturnType<typeof findRowPage>>[0][number]

export const toStockCountRow = (row: RowRecord): StockCountRow => ({
  article_id: row.articleId,
  article_code: row.articleCode,
  article_name: row.articleName,
  available: plain(row.available),
  on_hand: plain(row.onHand),
  counted: row.counted === null ? null : plain(row.counted),
  difference: row.difference === null ? null : plain(row.difference),
})

import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { decimal, optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { JobStatus } from '../queue-logs/queue-log.contract.ts'

// Spec §4 Stock count: started, then completed or cancelled. Completing sets what is on hand to what
// was counted (the differences post to the ledger); cancelling leaves stock as it was.
export const stockCountStatuses = ['started', 'completed', 'cancelled'] as const
export const StockCountStatus = z.enum(stockCountStatuses)
export type StockCountStatus = z.infer<typeof StockCountStatus>

export const stockCountActions = ['complete', 'cancel'] as const
export type StockCountAction = (typeof stockCountActions)[number]

// The whole state machine; the server refuses any other transition with 409. Taking an action on a
// count already in its target state is a no-op (a double click, a second tab).
export const stockCountTransitions: Record<
  StockCountAction,
  { from: readonly StockCountStatus[]; to: StockCountStatus }
> = {
  complete: { from: ['started'], to: 'completed' },
  cancel: { from: ['started'], to: 'cancelled' },
}

export const canTakeStockCountAction = (action: StockCountAction, status: StockCountStatus) =>
  stockCountTransitions[action].from.includes(status)

// A counted quantity: never negative, at most what a stock figure holds (numeric 16,3).
export const CountedQuantity = decimal(12, 3)
// One save carries at most this many rows; the table saves what the user changed on a page.
export const stockCountSaveLimit = 1000

export const StockCountSummary = z.object({
  id: Id,
  number: z.string(),
  warehouse_id: Id,
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  status: StockCountStatus,
  counted_on: z.string(),
  note: z.string().nullable(),
  row_count: z.number().int(),
  counted_rows: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: Timestamp,
  completed_at: Timestamp.nullable(),
  completed_by_name: z.string().nullable(),
  // Completion is a job: while it is queued or running the count is being completed and takes no edit.
  completing: z.boolean(),
  version: Version,
})
export type StockCountSummary = z.infer<typeof StockCountSummary>

export const StockCount = StockCountSummary.extend({
  // The completion job's state and progress (0–100); null before completing was asked for.
  job_status: JobStatus.nullable(),
  progress: z.number().int(),
})
export type StockCount = z.infer<typeof StockCount>

// A row: `available` is what was on hand when the row joined the count (shown for reference);
// `difference` is counted minus what is on hand now, and once completed what the count posted.
export const StockCountRow = z.object({
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  available: z.string(),
  on_hand: z.string(),
  counted: z.string().nullable(),
  difference: z.string().nullable(),
})
export type StockCountRow = z.infer<typeof StockCountRow>

export const StockCountListQuery = listQuery(['number', 'counted_on', 'created_at', 'warehouse'], {
  status: StockCountStatus,
  warehouse_id: Id,
})

export const StockCountRowQuery = listQuery(['article_code', 'article_name', 'difference'], {
  counted: z.enum(['yes', 'no']),
})

export const StockCountBody = z.strictObject({
  warehouse_id: Id,
  counted_on: IsoDate,
  note: optionalText(500),
})
export type StockCountBody = z.input<typeof StockCountBody>

const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

// The counted quantities a user typed: a row of an article not in the count yet adds it; null clears
// a count. Saved with the count's version, so a stale table is refused.
export const StockCountRowsBody = z.strictObject({
  version: Version,
  rows: z
    .array(
      z.strictObject({
        article_id: Id,
        counted: z.preprocess(blankIsNull, CountedQuantity.nullable()),
      }),
    )
    .min(1)
    .max(stockCountSaveLimit),
})
export type StockCountRowsBody = z.input<typeof StockCountRowsBody>

// What an import applied: the rows of the file, and how many of their articles joined the count.
export const StockCountImported = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  count: StockCount,
})
export type StockCountImported = z.infer<typeof StockCountImported>

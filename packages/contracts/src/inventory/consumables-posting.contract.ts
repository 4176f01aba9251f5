import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { checkDistinctArticles, stockDocumentRows } from './stock-document-rows.ts'

// Spec §4 Consumables posting: a draft, then sent, when what it names (packaging, labels, trims,
// hangers: any article) leaves the warehouse's stock as used up. Decision 0056.
export const consumablesPostingStatuses = ['draft', 'sent'] as const
export const ConsumablesPostingStatus = z.enum(consumablesPostingStatuses)
export type ConsumablesPostingStatus = z.infer<typeof ConsumablesPostingStatus>

// The whole state machine: sending a draft. Sending a sent posting again (a double click, a retry, a
// second tab) changes nothing; a sent posting is never changed or deleted.
export const consumablesPostingTransitions = { send: { from: ['draft'], to: 'sent' } } as const

export const isConsumablesPostingDraft = (status: ConsumablesPostingStatus) => status === 'draft'

// A row: what was used of an article, beside what the warehouse has available of it now (on hand less
// reserved).
export const ConsumablesPostingRow = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  quantity: z.string(),
  available: z.string(),
})
export type ConsumablesPostingRow = z.infer<typeof ConsumablesPostingRow>

export const ConsumablesPostingSummary = z.object({
  id: Id,
  number: z.string(),
  status: ConsumablesPostingStatus,
  warehouse_id: Id,
  warehouse_name: z.string(),
  posting_date: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  row_count: z.number().int(),
  total_quantity: z.string(),
  created_by_name: z.string().nullable(),
  sent_at: Timestamp.nullable(),
  sent_by_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type ConsumablesPostingSummary = z.infer<typeof ConsumablesPostingSummary>

export const ConsumablesPosting = ConsumablesPostingSummary.extend({
  rows: z.array(ConsumablesPostingRow),
})
export type ConsumablesPosting = z.infer<typeof ConsumablesPosting>

const fields = {
  warehouse_id: Id,
  posting_date: IsoDate,
  // What the consumables went to, in words: an order or a production number.
  reference: optionalText(120),
  note: optionalText(2000),
  rows: stockDocumentRows,
}

const distinctArticles = (body: { rows: Array<{ article_id: string }> }, ctx: z.RefinementCtx) =>
  checkDistinctArticles(body.rows, ctx)

export const ConsumablesPostingBody = z.strictObject(fields).superRefine(distinctArticles)
export type ConsumablesPostingBody = z.input<typeof ConsumablesPostingBody>
export const UpdateConsumablesPostingBody = z
  .strictObject({ ...fields, version: Version })
  .superRefine(distinctArticles)
export type UpdateConsumablesPostingBody = z.input<typeof UpdateConsumablesPostingBody>

export const consumablesPostingSortFields = ['number', 'posting_date', 'status', 'updated_at'] as const
export const ConsumablesPostingListQuery = listQuery(consumablesPostingSortFields, {
  status: ConsumablesPostingStatus,
  warehouse_id: Id,
})

import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { checkDistinctArticles, stockDocumentRows } from './stock-document-rows.ts'

// Spec §4 Inventory transaction: a draft, then ongoing (its quantities reserved in the source
// warehouse), then completed (stock moved: out of the source, into the destination warehouse if it is
// one) or cancelled (the reservation released). Decision 0053.
export const inventoryTransactionStatuses = ['draft', 'ongoing', 'completed', 'cancelled'] as const
export const InventoryTransactionStatus = z.enum(inventoryTransactionStatuses)
export type InventoryTransactionStatus = z.infer<typeof InventoryTransactionStatus>

export const inventoryTransactionActions = ['start', 'complete', 'cancel'] as const
export const InventoryTransactionAction = z.enum(inventoryTransactionActions)
export type InventoryTransactionAction = z.infer<typeof InventoryTransactionAction>

// The whole state machine: any other move is refused with 409. Taking an action whose status the
// transaction already has (a double click, a retry, a second tab) changes nothing.
export const inventoryTransactionTransitions: Record<
  InventoryTransactionAction,
  { from: readonly InventoryTransactionStatus[]; to: InventoryTransactionStatus }
> = {
  start: { from: ['draft'], to: 'ongoing' },
  complete: { from: ['ongoing'], to: 'completed' },
  cancel: { from: ['draft', 'ongoing'], to: 'cancelled' },
}

export const canTakeInventoryTransactionAction = (
  action: InventoryTransactionAction,
  status: InventoryTransactionStatus,
) => inventoryTransactionTransitions[action].from.includes(status)

// The actions open to a transaction in `status`, in the order the detail page shows them.
export const inventoryTransactionActionsFrom = (status: InventoryTransactionStatus) =>
  inventoryTransactionActions.filter((action) => canTakeInventoryTransactionAction(action, status))

// Only a draft is edited; an ongoing one holds its reservation as it was started.
export const isInventoryTransactionEditable = (status: InventoryTransactionStatus) => status === 'draft'

// A row: what to ship of an article, beside what the source warehouse has available now (on hand less
// reserved, this transaction's own reservation included) and what the destination warehouse holds.
export const InventoryTransactionRow = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  quantity: z.string(),
  available: z.string(),
  destination_on_hand: z.string().nullable(),
})
export type InventoryTransactionRow = z.infer<typeof InventoryTransactionRow>

export const InventoryTransactionSummary = z.object({
  id: Id,
  number: z.string(),
  status: InventoryTransactionStatus,
  from_warehouse_id: Id,
  from_warehouse_name: z.string(),
  destination_warehouse_id: Id.nullable(),
  destination_warehouse_name: z.string().nullable(),
  destination_text: z.string().nullable(),
  ship_date: z.string(),
  note: z.string().nullable(),
  row_count: z.number().int(),
  total_quantity: z.string(),
  created_by_name: z.string().nullable(),
  completed_at: Timestamp.nullable(),
  completed_by_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type InventoryTransactionSummary = z.infer<typeof InventoryTransactionSummary>

export const InventoryTransaction = InventoryTransactionSummary.extend({
  rows: z.array(InventoryTransactionRow),
})
export type InventoryTransaction = z.infer<typeof InventoryTransaction>

const blankIsNull = (value: unknown) => (value === '' ? null : value)

const fields = {
  from_warehouse_id: Id,
  // Exactly one of them: another warehouse of the company, or a place named in words ("Scrap").
  destination_warehouse_id: z.preprocess(blankIsNull, optionalId),
  destination_text: optionalText(120),
  ship_date: IsoDate,
  note: optionalText(2000),
  rows: stockDocumentRows,
}

type Fields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> }

function checkTransaction(body: Fields, ctx: z.RefinementCtx) {
  const { destination_warehouse_id: warehouse, destination_text: text } = body
  if (!warehouse && !text)
    ctx.addIssue({
      code: 'custom',
      path: ['destination_warehouse_id'],
      message: 'inventory.destinationMissing',
    })
  if (warehouse && text)
    ctx.addIssue({ code: 'custom', path: ['destination_text'], message: 'inventory.destinationBoth' })
  if (warehouse && warehouse === body.from_warehouse_id)
    ctx.addIssue({ code: 'custom', path: ['destination_warehouse_id'], message: 'inventory.sameWarehouse' })
  checkDistinctArticles(body.rows, ctx)
}

export const InventoryTransactionBody = z.strictObject(fields).superRefine(checkTransaction)
export type InventoryTransactionBody = z.input<typeof InventoryTransactionBody>
export const UpdateInventoryTransactionBody = z
  .strictObject({ ...fields, version: Version })
  .superRefine(checkTransaction)
export type UpdateInventoryTransactionBody = z.input<typeof UpdateInventoryTransactionBody>

export const inventoryTransactionSortFields = ['number', 'ship_date', 'status', 'updated_at'] as const
export const InventoryTransactionListQuery = listQuery(inventoryTransactionSortFields, {
  status: InventoryTransactionStatus,
  // The transactions leaving or entering the warehouse.
  warehouse_id: Id,
})

// What the form shows beside each row before the transaction is saved: the source warehouse's available
// figure (on hand less reserved) of every article it holds, fetched once per warehouse. An article
// absent from a complete answer has none available; past the cap (`complete: false`) it is unknown.
export const SourceAvailabilityQuery = z.strictObject({ warehouse_id: Id })
export const SourceAvailability = z.object({
  warehouse_id: Id,
  data: z.array(z.object({ article_id: Id, available: z.string() })),
  complete: z.boolean(),
})
export type SourceAvailability = z.infer<typeof SourceAvailability>

import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalText, positiveDecimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// Spec §4 names the actions of a production order but no status (decision 0054): a draft is saved,
// posted (planned, still editable), released to the floor (receipts may be generated) and closed (no
// further receipts). Only a draft may be deleted.
export const productionOrderStatuses = ['draft', 'posted', 'released', 'closed'] as const
export const ProductionOrderStatus = z.enum(productionOrderStatuses)
export type ProductionOrderStatus = z.infer<typeof ProductionOrderStatus>

export const productionOrderActions = ['post', 'release', 'close'] as const
export const ProductionOrderAction = z.enum(productionOrderActions)
export type ProductionOrderAction = z.infer<typeof ProductionOrderAction>

// The whole state machine: any other change is refused with 409.
export const productionOrderTransitions: Record<
  ProductionOrderAction,
  { from: readonly ProductionOrderStatus[]; to: ProductionOrderStatus }
> = {
  post: { from: ['draft'], to: 'posted' },
  release: { from: ['posted'], to: 'released' },
  close: { from: ['released'], to: 'closed' },
}

// What else each status allows: editing the order, deleting it, generating a receipt.
export const productionOrderEditable: readonly ProductionOrderStatus[] = ['draft', 'posted']
export const productionOrderDeletable: readonly ProductionOrderStatus[] = ['draft']
export const productionOrderReceivable: readonly ProductionOrderStatus[] = ['released']

export const canTakeProductionOrderAction = (action: ProductionOrderAction, status: ProductionOrderStatus) =>
  productionOrderTransitions[action].from.includes(status)

// A component row (spec §3): the bill of material's line as the order copied it when it was created,
// what the planned quantity needs of it, and what the order's warehouse has available now.
export const ProductionOrderComponent = z.object({
  row: z.number().int(),
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  unit: z.string().nullable(),
  bom_quantity: z.string(),
  required_quantity: z.string(),
  available_quantity: z.string(),
})
export type ProductionOrderComponent = z.infer<typeof ProductionOrderComponent>

export const ProductionOrderReceipt = z.object({
  id: Id,
  quantity: z.string(),
  created_at: Timestamp,
  user_name: z.string().nullable(),
})
export type ProductionOrderReceipt = z.infer<typeof ProductionOrderReceipt>

export const ProductionOrderSummary = z.object({
  id: Id,
  number: z.string(),
  status: ProductionOrderStatus,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  warehouse_id: Id,
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  planned_quantity: z.string(),
  received_quantity: z.string(),
  posting_date: z.string(),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  external_id: z.string().nullable(),
  // Sales orders do not exist yet: the link is kept, unchecked and not shown (decision 0054).
  sales_order_id: Id.nullable(),
  updated_at: Timestamp,
  version: Version,
})
export type ProductionOrderSummary = z.infer<typeof ProductionOrderSummary>

export const ProductionOrder = ProductionOrderSummary.extend({
  components: z.array(ProductionOrderComponent),
  receipts: z.array(ProductionOrderReceipt),
})
export type ProductionOrder = z.infer<typeof ProductionOrder>

const optionalDate = z.preprocess((value) => (value === '' ? null : value), IsoDate.nullable()).default(null)

// "Save as draft" and "save and post" send the same fields; `post` says which.
export const ProductionOrderBody = z.strictObject({
  article_id: Id,
  warehouse_id: Id,
  planned_quantity: positiveDecimal(9, 3),
  posting_date: IsoDate,
  start_date: optionalDate,
  due_date: optionalDate,
  external_id: optionalText(60),
  post: z.boolean().default(false),
})
export type ProductionOrderBody = z.input<typeof ProductionOrderBody>
export const UpdateProductionOrderBody = ProductionOrderBody.extend({ version: Version })
export type UpdateProductionOrderBody = z.input<typeof UpdateProductionOrderBody>

// An action answers the version it was taken at: a repeat of the same request changes nothing.
export const ProductionOrderActionBody = z.strictObject({ version: Version })
export type ProductionOrderActionBody = z.input<typeof ProductionOrderActionBody>

export const ProductionOrderReceiptBody = z.strictObject({
  quantity: positiveDecimal(9, 3),
  version: Version,
})
export type ProductionOrderReceiptBody = z.input<typeof ProductionOrderReceiptBody>

// The articles an order can make: the company's active articles with a bill of material, which the
// form's sidebar shows before the order copies it.
export const ProductionArticleOption = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  components: z.array(
    z.object({
      article_code: z.string(),
      article_name: z.string(),
      unit: z.string().nullable(),
      bom_quantity: z.string(),
    }),
  ),
})
export type ProductionArticleOption = z.infer<typeof ProductionArticleOption>

export const productionOrderSortFields = ['number', 'posting_date', 'due_date', 'updated_at'] as const
export const ProductionOrderListQuery = listQuery(productionOrderSortFields, {
  status: ProductionOrderStatus,
  warehouse_id: Id,
})

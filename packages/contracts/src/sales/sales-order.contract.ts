import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { decimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { OrderStatus } from '../orders/order-state.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { SalesOrderAcceptStatus, SalesOrderStatus } from './sales-order-state.ts'

export * from './sales-order-state.ts'

// A line (spec §3): an article from a warehouse, free text, the procurement document that supplies it
// (free text, or the purchase order created for it from the sales order), quantity and price per unit.
export const SalesOrderLine = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  warehouse_id: Id,
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  free_text: z.string().nullable(),
  procurement_document: z.string().nullable(),
  purchase_order_id: Id.nullable(),
  // The production order of the sales order that makes the line (its article, into its warehouse).
  production_order_id: Id.nullable(),
  production_order_number: z.string().nullable(),
  quantity: z.string(),
  unit_price: z.string(),
  value: z.string(),
})
export type SalesOrderLine = z.infer<typeof SalesOrderLine>

// The lines nothing supplies yet: neither bought (a purchase order made for them) nor made (a
// production order of the sales order). Only these go into a new purchase or production order.
export const salesOrderLinesToProcure = <
  L extends Pick<SalesOrderLine, 'purchase_order_id' | 'production_order_id'>,
>(
  lines: L[],
) => lines.filter((line) => !line.purchase_order_id && !line.production_order_id)

// A purchase order made from the sales order (the "related orders" tab).
export const RelatedPurchaseOrder = z.object({
  id: Id,
  number: z.string(),
  status: OrderStatus,
  supplier_name: z.string().nullable(),
  created_at: Timestamp,
})
export type RelatedPurchaseOrder = z.infer<typeof RelatedPurchaseOrder>

// A production order that names the sales order (built by the production orders of issue #18).
export const RelatedProductionOrder = z.object({
  id: Id,
  number: z.string(),
  status: z.string(),
})
export type RelatedProductionOrder = z.infer<typeof RelatedProductionOrder>

export const SalesOrderSummary = z.object({
  id: Id,
  number: z.string(),
  customer_company_id: Id,
  customer_name: z.string(),
  posting_date: z.string(),
  dispatch_date: z.string().nullable(),
  status: SalesOrderStatus,
  accept_status: SalesOrderAcceptStatus,
  import_date: z.string().nullable(),
  currency: Currency,
  assigned_supplier_company_id: Id.nullable(),
  assigned_supplier_name: z.string().nullable(),
  line_count: z.number().int(),
  total_value: z.string(),
  dispatched_at: Timestamp.nullable(),
  dispatched_by_name: z.string().nullable(),
  updated_at: Timestamp,
  version: Version,
})
export type SalesOrderSummary = z.infer<typeof SalesOrderSummary>

export const SalesOrder = SalesOrderSummary.extend({
  notes_to_supplier: z.string().nullable(),
  internal_information: z.string().nullable(),
  purchase_information: z.string().nullable(),
  lines: z.array(SalesOrderLine),
  purchase_orders: z.array(RelatedPurchaseOrder),
  production_orders: z.array(RelatedProductionOrder),
})
export type SalesOrder = z.infer<typeof SalesOrder>

export const salesOrderLimits = { lines: 500 }

export const CreateSalesOrderBody = z.strictObject({
  customer_company_id: Id,
  posting_date: IsoDate,
})
export type CreateSalesOrderBody = z.input<typeof CreateSalesOrderBody>

const nullableDate = z.preprocess((value) => (value === '' ? null : value), IsoDate.nullable().default(null))

export const UpdateSalesOrderBody = z.strictObject({
  customer_company_id: Id,
  posting_date: IsoDate,
  dispatch_date: nullableDate,
  currency: Currency,
  assigned_supplier_company_id: optionalId,
  notes_to_supplier: optionalText(2000),
  internal_information: optionalText(2000),
  purchase_information: optionalText(2000),
  version: Version,
})
export type UpdateSalesOrderBody = z.input<typeof UpdateSalesOrderBody>

export const SalesOrderLineBody = z.strictObject({
  // Present for a line that exists (it keeps its purchase order); absent for a new one.
  id: Id.optional(),
  article_id: Id,
  warehouse_id: Id,
  free_text: optionalText(500),
  procurement_document: optionalText(120),
  quantity: positiveDecimal(9, 3),
  unit_price: decimal(10, 4),
})
export type SalesOrderLineBody = z.input<typeof SalesOrderLineBody>

// The lines are saved as one list with the header's version: the version covers every line.
export const SalesOrderLinesBody = z.strictObject({
  lines: z.array(SalesOrderLineBody).max(salesOrderLimits.lines),
  version: Version,
})
export type SalesOrderLinesBody = z.input<typeof SalesOrderLinesBody>

export const salesOrderSortFields = ['number', 'posting_date', 'dispatch_date', 'customer'] as const
export const SalesOrderListQuery = listQuery(salesOrderSortFields, {
  status: SalesOrderStatus,
  accept_status: SalesOrderAcceptStatus,
  customer_company_id: Id,
})

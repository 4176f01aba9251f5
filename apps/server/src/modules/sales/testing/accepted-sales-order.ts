import type { SalesOrder } from '@scm/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { createSalesOrder, salesOrderCustomers, saveSalesOrderLines } from '../sales-order.service.ts'
import { takeSalesOrderAction } from '../sales-order-actions.service.ts'

interface Line {
  articleId: string
  warehouseId: string
  quantity: string
}

// A sales order of one line to the company's first customer, accepted as the sales screens leave it:
// its quantity reserved in the warehouse, ready to dispatch.
export async function acceptedSalesOrder(ctx: RequestContext, line: Line): Promise<SalesOrder> {
  const [customer] = await salesOrderCustomers(ctx)
  const created = await createSalesOrder(ctx, {
    customer_company_id: customer!.id,
    posting_date: '2026-11-20',
  })
  const lined = await saveSalesOrderLines(ctx, created.id, {
    version: created.version,
    lines: [
      {
        article_id: line.articleId,
        warehouse_id: line.warehouseId,
        free_text: null,
        procurement_document: null,
        quantity: line.quantity,
        unit_price: '100',
      },
    ],
  })
  return takeSalesOrderAction(ctx, lined.id, 'accept', lined.version)
}

export const dispatchSalesOrder = (ctx: RequestContext, order: SalesOrder) =>
  takeSalesOrderAction(ctx, order.id, 'dispatch', order.version)

export const cancelSalesOrder = (ctx: RequestContext, order: SalesOrder) =>
  takeSalesOrderAction(ctx, order.id, 'cancel', order.version)

import type { RequestContext } from '../../../platform/http/context.ts'
import { insertSalesOrder, replaceSalesOrderLines, updateSalesOrderAt } from '../sales-order.queries.ts'
import { salesOrderCustomers } from '../sales-order.service.ts'
import { takeSalesOrderAction } from '../sales-order-actions.service.ts'
import { reservationOf } from '../sales-order-stock.ts'

interface Line {
  articleId: string
  warehouseId: string
  quantity: string
}

export interface AcceptedSalesOrder {
  id: string
  version: number
}

// A sales order of one line to the company's first customer, in the state accepting leaves it: its
// quantity reserved in the warehouse, ready to dispatch. Written through the module's queries, without
// the screens' reads and audits, for tests that make many (what is tested is the dispatch).
export async function acceptedSalesOrder(ctx: RequestContext, line: Line): Promise<AcceptedSalesOrder> {
  const [customer] = await salesOrderCustomers(ctx)
  const id = await insertSalesOrder(ctx.tx, ctx.companyId, {
    customerCompanyId: customer!.id,
    postingDate: '2026-11-20',
    currency: 'SEK',
  })
  await replaceSalesOrderLines(ctx.tx, ctx.companyId, id, [
    { ...line, freeText: null, procurementDocument: null, unitPrice: '100' },
  ])
  await updateSalesOrderAt(ctx.tx, ctx.companyId, id, 0, { acceptStatus: 'accepted' })
  await reservationOf(ctx, [line])
  return { id, version: 1 }
}

export const dispatchSalesOrder = (ctx: RequestContext, order: AcceptedSalesOrder) =>
  takeSalesOrderAction(ctx, order.id, 'dispatch', order.version)

export const cancelSalesOrder = (ctx: RequestContext, order: AcceptedSalesOrder) =>
  takeSalesOrderAction(ctx, order.id, 'cancel', order.version)

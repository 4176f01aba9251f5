import type { RelatedProductionOrder, RelatedPurchaseOrder } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import { ownOrderSummaries } from '../orders/index.ts'
import { productionOrdersOfSalesOrder } from '../production/index.ts'
import { purchaseOrderIdsOf } from './sales-order.queries.ts'

// The purchase orders made from the sales order, oldest first.
export async function relatedPurchaseOrders(ctx: RequestContext, salesOrderId: string) {
  const ids = await purchaseOrderIdsOf(ctx.tx, salesOrderId)
  const found = new Map((await ownOrderSummaries(ctx.tx, ctx.companyId, ids)).map((row) => [row.id, row]))
  return ids.flatMap((id): RelatedPurchaseOrder[] => {
    const order = found.get(id)
    return order
      ? [
          {
            id,
            number: order.number,
            status: order.status,
            supplier_name: order.supplierName || null,
            created_at: order.createdAt.toISOString(),
          },
        ]
      : []
  })
}

// The production orders made for the sales order, oldest first.
export async function relatedProductionOrders(
  ctx: RequestContext,
  salesOrderId: string,
): Promise<RelatedProductionOrder[]> {
  const orders = await productionOrdersOfSalesOrder(ctx.tx, ctx.companyId, salesOrderId)
  return orders.map(({ id, number, status }) => ({ id, number, status }))
}

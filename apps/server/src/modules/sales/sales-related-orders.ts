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

export const lineKey = (articleId: string, warehouseId: string) => `${articleId}:${warehouseId}`

// The production orders made for the sales order, oldest first, and the one that makes each line (by
// the line's article and warehouse: a production order names no line).
export async function relatedProductionOrders(ctx: RequestContext, salesOrderId: string) {
  const orders = await productionOrdersOfSalesOrder(ctx.tx, ctx.companyId, salesOrderId)
  const making = new Map<string, { id: string; number: string }>()
  for (const order of orders) {
    const key = lineKey(order.articleId, order.warehouseId)
    if (!making.has(key)) making.set(key, order)
  }
  const related: RelatedProductionOrder[] = orders.map(({ id, number, status }) => ({ id, number, status }))
  return { related, making }
}

import { canonicalDecimal, type ProductionOrder, type ProductionOrderSummary } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import type { componentsOfOrder, ProductionOrderRow, receiptsOfOrder } from './production-order.queries.ts'

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>

// What `quantity` finished units take of a component: the BoM quantity per unit times the units,
// rounded up to the ledger's three decimals (a part is never short by a rounding).
export const componentNeed = (perUnit: string, quantity: string) =>
  new Decimal(perUnit).times(quantity).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed()

export const toSummary = ({ order, ...names }: ProductionOrderRow): ProductionOrderSummary => ({
  id: order.id,
  number: order.number,
  status: order.status,
  article_id: order.articleId,
  article_code: names.articleCode,
  article_name: names.articleName,
  warehouse_id: order.warehouseId,
  warehouse_code: names.warehouseCode,
  warehouse_name: names.warehouseName,
  planned_quantity: canonicalDecimal(order.plannedQuantity),
  received_quantity: canonicalDecimal(order.receivedQuantity),
  posting_date: order.postingDate,
  start_date: order.startDate,
  due_date: order.dueDate,
  external_id: order.externalId,
  sales_order_id: order.salesOrderId,
  updated_at: order.updatedAt.toISOString(),
  version: order.version,
})

export function toProductionOrder(
  row: ProductionOrderRow,
  components: Rows<typeof componentsOfOrder>,
  receipts: Rows<typeof receiptsOfOrder>,
  available: Map<string, string>,
): ProductionOrder {
  return {
    ...toSummary(row),
    components: components.map((part, index) => ({
      row: index + 1,
      article_id: part.articleId,
      article_code: part.articleCode,
      article_name: part.articleName,
      unit: part.unit,
      bom_quantity: canonicalDecimal(part.quantityPerUnit),
      required_quantity: componentNeed(part.quantityPerUnit, row.order.plannedQuantity),
      available_quantity: canonicalDecimal(available.get(part.articleId) ?? '0'),
    })),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      quantity: canonicalDecimal(receipt.quantity),
      created_at: receipt.createdAt.toISOString(),
      user_name: receipt.userName,
    })),
  }
}

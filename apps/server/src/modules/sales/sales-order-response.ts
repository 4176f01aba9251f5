import { canonicalDecimal, type SalesOrder, type SalesOrderSummary } from '@scm/contracts'
import type { SalesOrderLineRow, SalesOrderRow } from './sales-order.queries.ts'

export interface LineNames {
  articles: Map<string, { code: string; name: string }>
  warehouses: Map<string, { code: string; name: string }>
}

export const toSalesOrderSummary = (row: SalesOrderRow): SalesOrderSummary => ({
  id: row.id,
  number: row.number,
  customer_company_id: row.customerCompanyId,
  customer_name: row.customerName ?? '',
  posting_date: row.postingDate,
  dispatch_date: row.dispatchDate,
  status: row.status,
  accept_status: row.acceptStatus,
  import_date: row.importDate,
  currency: row.currency as SalesOrderSummary['currency'],
  assigned_supplier_company_id: row.assignedSupplierCompanyId,
  assigned_supplier_name: row.assignedSupplierName,
  line_count: row.lineCount,
  total_value: canonicalDecimal(row.totalValue),
  dispatched_at: row.dispatchedAt?.toISOString() ?? null,
  dispatched_by_name: row.dispatchedByName,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export const toSalesOrderLine = (
  line: SalesOrderLineRow,
  names: LineNames,
  madeBy: { id: string; number: string } | undefined,
): SalesOrder['lines'][number] => ({
  id: line.id,
  article_id: line.articleId,
  article_code: names.articles.get(line.articleId)?.code ?? '',
  article_name: names.articles.get(line.articleId)?.name ?? '',
  warehouse_id: line.warehouseId,
  warehouse_code: names.warehouses.get(line.warehouseId)?.code ?? '',
  warehouse_name: names.warehouses.get(line.warehouseId)?.name ?? '',
  free_text: line.freeText,
  procurement_document: line.procurementDocument,
  purchase_order_id: line.purchaseOrderId,
  production_order_id: madeBy?.id ?? null,
  production_order_number: madeBy?.number ?? null,
  quantity: canonicalDecimal(line.quantity),
  unit_price: canonicalDecimal(line.unitPrice),
  value: canonicalDecimal(line.value),
})

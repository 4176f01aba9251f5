import type {
  CreateSalesOrderBody,
  SalesOrder,
  SalesOrderLinesBody,
  UpdateSalesOrderBody,
} from '@scm/contracts'
import { salesOrderEditable, salesOrderReserves } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { readPlatformSettings, warehouseById } from '../company-settings/index.ts'
import {
  findSalesOrder,
  findSalesOrderPage,
  insertSalesOrder,
  linesOfSalesOrder,
  partnerCompanyOptions,
  replaceSalesOrderLines,
  type SalesOrderQuery,
  updateSalesOrderAt,
} from './sales-order.queries.ts'
import { checkLines, checkPartners } from './sales-order-checks.ts'
import { toSalesOrderLine, toSalesOrderSummary } from './sales-order-response.ts'
import { deltasOf, releaseOf, reservationOf } from './sales-order-stock.ts'
import { lineKey, relatedProductionOrders, relatedPurchaseOrders } from './sales-related-orders.ts'

export async function listSalesOrders(ctx: RequestContext, query: SalesOrderQuery) {
  const { rows, total } = await findSalesOrderPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSalesOrderSummary), meta: listMeta(query, total) }
}

export const salesOrderCustomers = (ctx: RequestContext) => partnerCompanyOptions(ctx.tx, 'client')
export const salesOrderSuppliers = (ctx: RequestContext) => partnerCompanyOptions(ctx.tx, 'supplier')

export async function getSalesOrder(ctx: RequestContext, id: string): Promise<SalesOrder> {
  const row = await findSalesOrder(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  const lines = await linesOfSalesOrder(ctx.tx, id)
  const articles = new Map(
    (await articlesById(ctx.tx, ctx.companyId, [...new Set(lines.map((line) => line.articleId))])).map(
      (ref) => [ref.id, ref],
    ),
  )
  const warehouses = new Map<string, { code: string; name: string }>()
  for (const warehouseId of new Set(lines.map((line) => line.warehouseId))) {
    const found = await warehouseById(ctx.tx, ctx.companyId, warehouseId)
    if (found) warehouses.set(warehouseId, found)
  }
  const production = await relatedProductionOrders(ctx, id)
  return {
    ...toSalesOrderSummary(row),
    notes_to_supplier: row.notesToSupplier,
    internal_information: row.internalInformation,
    purchase_information: row.purchaseInformation,
    lines: lines.map((line) =>
      toSalesOrderLine(
        line,
        { articles, warehouses },
        production.making.get(lineKey(line.articleId, line.warehouseId)),
      ),
    ),
    purchase_orders: await relatedPurchaseOrders(ctx, id),
    production_orders: production.related,
  }
}

export const auditSalesOrder = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object,
) => recordAudit(ctx, { entityType: 'sales_order', entityId: id, action, before, after })

export const stateOf = (order: SalesOrder) => ({
  status: order.status,
  accept_status: order.accept_status,
  dispatched: order.dispatched_at !== null,
})

// A new order is open and waits for the customer's answer; it is in the company's default currency.
export async function createSalesOrder(ctx: RequestContext, body: z.output<typeof CreateSalesOrderBody>) {
  await checkPartners(ctx, { customer: body.customer_company_id })
  const settings = await readPlatformSettings(ctx.tx, ctx.companyId)
  const id = await insertSalesOrder(ctx.tx, ctx.companyId, {
    customerCompanyId: body.customer_company_id,
    postingDate: body.posting_date,
    currency: settings.default_currency,
  })
  const after = await getSalesOrder(ctx, id)
  await auditSalesOrder(ctx, id, 'created', null, after)
  return after
}

async function editableOrder(ctx: RequestContext, id: string, version: number) {
  const before = await getSalesOrder(ctx, id)
  if (!salesOrderEditable(stateOf(before))) throw conflict('sales.notEditable')
  if (before.version !== version) throw conflict()
  return before
}

export async function updateSalesOrder(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateSalesOrderBody>,
) {
  const before = await editableOrder(ctx, id, body.version)
  await checkPartners(
    ctx,
    { customer: body.customer_company_id, supplier: body.assigned_supplier_company_id },
    { customer: before.customer_company_id, supplier: before.assigned_supplier_company_id },
  )
  const changed = await updateSalesOrderAt(ctx.tx, ctx.companyId, id, body.version, {
    customerCompanyId: body.customer_company_id,
    postingDate: body.posting_date,
    dispatchDate: body.dispatch_date,
    currency: body.currency,
    assignedSupplierCompanyId: body.assigned_supplier_company_id,
    notesToSupplier: body.notes_to_supplier,
    internalInformation: body.internal_information,
    purchaseInformation: body.purchase_information,
  })
  if (!changed) throw conflict()
  const after = await getSalesOrder(ctx, id)
  await auditSalesOrder(ctx, id, 'updated', before, after)
  return after
}

// The lines as one list. A line sent with its id keeps the purchase order made for it (and its number
// as the procurement document). While the order is accepted its reservation follows the lines.
export async function saveSalesOrderLines(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof SalesOrderLinesBody>,
) {
  const before = await editableOrder(ctx, id, body.version)
  const held = new Map(before.lines.map((line) => [line.id, line]))
  await checkLines(ctx, body.lines, {
    articleIds: new Set(before.lines.map((line) => line.article_id)),
    warehouseIds: new Set(before.lines.map((line) => line.warehouse_id)),
  })
  if (!(await updateSalesOrderAt(ctx.tx, ctx.companyId, id, body.version, {}))) throw conflict()
  await replaceSalesOrderLines(
    ctx.tx,
    ctx.companyId,
    id,
    body.lines.map((line) => {
      const kept = line.id ? held.get(line.id) : undefined
      const purchaseOrderId = kept?.purchase_order_id ?? null
      return {
        articleId: line.article_id,
        warehouseId: line.warehouse_id,
        freeText: line.free_text,
        procurementDocument: purchaseOrderId ? kept!.procurement_document : line.procurement_document,
        purchaseOrderId,
        quantity: line.quantity,
        unitPrice: line.unit_price,
      }
    }),
  )
  const after = await getSalesOrder(ctx, id)
  if (salesOrderReserves(stateOf(before)))
    await reservationOf(ctx, [...releaseOf(before.lines), ...deltasOf(after.lines, 1)])
  await auditSalesOrder(ctx, id, 'lines_saved', before, after)
  return after
}

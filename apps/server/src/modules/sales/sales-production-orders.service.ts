import { salesOrderLinesToProcure, translate } from '@scm/contracts'
import { AppError, conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesWithBom } from '../articles/index.ts'
import { createProductionOrder } from '../production/index.ts'
import { updateSalesOrderAt } from './sales-order.queries.ts'
import { auditSalesOrder, getSalesOrder } from './sales-order.service.ts'

// A production-order draft for each line of an open order that the company makes itself (its article
// has a bill of material), is not bought (no purchase order) and has no production order of the sales
// order yet for its article and warehouse; due on the dispatch date.
export async function createProductionOrdersFrom(ctx: RequestContext, id: string, version: number) {
  const before = await getSalesOrder(ctx, id)
  if (before.status !== 'open' || before.dispatched_at !== null) throw conflict('sales.notEditable')
  const made = new Set((await articlesWithBom(ctx.tx, ctx.companyId)).map((article) => article.id))
  const lines = salesOrderLinesToProcure(before.lines).filter((line) => made.has(line.article_id))
  if (lines.length === 0) throw conflict('sales.nothingToProduce')
  if (before.version !== version) throw conflict()
  if (!(await updateSalesOrderAt(ctx.tx, ctx.companyId, id, version, {}))) throw conflict()
  const today = new Date().toISOString().slice(0, 10)
  for (const line of lines) {
    const body = {
      article_id: line.article_id,
      warehouse_id: line.warehouse_id,
      planned_quantity: line.quantity,
      posting_date: today,
      start_date: null,
      due_date: before.dispatch_date,
      external_id: null,
      post: false,
    }
    try {
      await createProductionOrder(ctx, body, id)
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error
      throw conflict('sales.productionOrderRefused', {
        reason: translate(ctx.locale, error.code, error.params),
      })
    }
  }
  const after = await getSalesOrder(ctx, id)
  await auditSalesOrder(ctx, id, 'production_orders_created', before, after)
  return after
}

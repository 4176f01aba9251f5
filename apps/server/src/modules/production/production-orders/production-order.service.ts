import {
  type ProductionOrderAction,
  type ProductionOrderBody,
  productionOrderDeletable,
  productionOrderEditable,
  productionOrderTransitions,
  type UpdateProductionOrderBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { conflict, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { articlesWithBom } from '../../articles/index.ts'
import { availableStock } from '../../inventory/index.ts'
import {
  componentsOfOrder,
  deleteProductionOrderAt,
  findProductionOrder,
  findProductionOrderPage,
  insertProductionOrder,
  type ProductionOrderQuery,
  type ProductionOrderValues,
  receiptsOfOrder,
  replaceComponents,
  takeProductionOrderNumber,
  updateProductionOrderAt,
} from './production-order.queries.ts'
import { checkProductionOrder } from './production-order-checks.ts'
import { toProductionOrder, toSummary } from './production-order-response.ts'

type Body = z.output<typeof ProductionOrderBody>
type UpdateBody = z.output<typeof UpdateProductionOrderBody>

export async function listProductionOrders(ctx: RequestContext, query: ProductionOrderQuery) {
  const [rows, total] = await findProductionOrderPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

export const productionArticles = (ctx: RequestContext) => articlesWithBom(ctx.tx, ctx.companyId)

// The order with its components' needs and what the warehouse has available of them now.
export async function getProductionOrder(ctx: RequestContext, id: string) {
  const row = await findProductionOrder(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  const components = await componentsOfOrder(ctx.tx, id)
  const receipts = await receiptsOfOrder(ctx.tx, id)
  const available = await availableStock(
    ctx.tx,
    ctx.companyId,
    row.order.warehouseId,
    components.map((part) => part.articleId),
  )
  return toProductionOrder(row, components, receipts, available)
}

const values = (body: Body): ProductionOrderValues => ({
  articleId: body.article_id,
  warehouseId: body.warehouse_id,
  plannedQuantity: body.planned_quantity,
  postingDate: body.posting_date,
  startDate: body.start_date,
  dueDate: body.due_date,
  externalId: body.external_id,
})

export const audit = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object,
) => recordAudit(ctx, { entityType: 'production_order', entityId: id, action, before, after })

// "Save as draft" or "save and post": the order copies the article's bill of material as it is now.
// `salesOrderId`: the sales order the order is made for, when the sales module creates it (decision 0055).
export async function createProductionOrder(
  ctx: RequestContext,
  body: Body,
  salesOrderId: string | null = null,
) {
  const bom = (await checkProductionOrder(ctx, body))!
  const number = `PRD-${String(await takeProductionOrderNumber(ctx.tx, ctx.companyId)).padStart(5, '0')}`
  const status = body.post ? 'posted' : 'draft'
  const id = await insertProductionOrder(ctx.tx, ctx.companyId, {
    ...values(body),
    number,
    status,
    salesOrderId,
  })
  await replaceComponents(
    ctx.tx,
    ctx.companyId,
    id,
    bom.map((part) => ({ articleId: part.componentId, quantityPerUnit: part.quantity, unit: part.unit })),
  )
  const after = await getProductionOrder(ctx, id)
  await audit(ctx, id, 'created', null, after)
  return after
}

// A draft or a posted order may change until it is released; another article brings its own bill of
// material. "Save and post" posts a draft in the same step.
export async function updateProductionOrder(ctx: RequestContext, id: string, body: UpdateBody) {
  const before = await getProductionOrder(ctx, id)
  if (!productionOrderEditable.includes(before.status)) throw conflict('productionOrders.notEditable')
  if (before.version !== body.version) throw conflict()
  const bom = await checkProductionOrder(ctx, body, {
    articleId: before.article_id,
    warehouseId: before.warehouse_id,
  })
  const status = body.post ? 'posted' : before.status
  if (!(await updateProductionOrderAt(ctx.tx, ctx.companyId, id, body.version, { ...values(body), status })))
    throw conflict()
  if (bom)
    await replaceComponents(
      ctx.tx,
      ctx.companyId,
      id,
      bom.map((part) => ({ articleId: part.componentId, quantityPerUnit: part.quantity, unit: part.unit })),
    )
  const after = await getProductionOrder(ctx, id)
  await audit(ctx, id, 'updated', before, after)
  return after
}

// Post, release or close. An order already where the action leads is answered as it is (a double click,
// a second tab); any other status than the action's `from` is refused with 409.
export async function takeProductionOrderAction(
  ctx: RequestContext,
  id: string,
  action: ProductionOrderAction,
  version: number,
) {
  const rule = productionOrderTransitions[action]
  const before = await getProductionOrder(ctx, id)
  if (before.status === rule.to) return before
  if (!rule.from.includes(before.status)) throw conflict(`productionOrders.${action}`)
  if (before.version !== version) throw conflict()
  if (!(await updateProductionOrderAt(ctx.tx, ctx.companyId, id, version, { status: rule.to }))) {
    // Another request came first (it held the row): if it took the same step, this one is its repeat.
    const now = await getProductionOrder(ctx, id)
    if (now.status === rule.to) return now
    throw conflict()
  }
  const after = await getProductionOrder(ctx, id)
  await audit(ctx, id, action, before, after)
  return after
}

// Only a draft is deleted, and for good: nothing of it was posted, so no ledger entry names it.
export async function deleteProductionOrder(ctx: RequestContext, id: string) {
  const before = await getProductionOrder(ctx, id)
  if (!productionOrderDeletable.includes(before.status)) throw conflict('productionOrders.notDeletable')
  if (!(await deleteProductionOrderAt(ctx.tx, ctx.companyId, id, before.version))) throw conflict()
  await recordAudit(ctx, {
    entityType: 'production_order',
    entityId: id,
    action: 'deleted',
    before,
    after: null,
  })
  return messageBody(ctx, 'records.deleted')
}

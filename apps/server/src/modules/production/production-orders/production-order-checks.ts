import type { ProductionOrderBody } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, type FieldError } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { articlesById, bomOf } from '../../articles/index.ts'
import { warehouseById } from '../../company-settings/index.ts'

type Body = z.output<typeof ProductionOrderBody>

export interface CurrentLinks {
  articleId: string | null
  warehouseId: string | null
}

const none: CurrentLinks = { articleId: null, warehouseId: null }

// Each refusal on its own field: the article is an active article of the company's with a bill of
// material, the warehouse an active one of its warehouses (links the order already had may stay), and
// the due date is not before the start. Answers the bill of material to copy when the article is new.
export async function checkProductionOrder(ctx: RequestContext, body: Body, current: CurrentLinks = none) {
  const errors: Record<string, FieldError[]> = {}
  let bom: Awaited<ReturnType<typeof bomOf>> | null = null
  if (body.article_id !== current.articleId) {
    const [ref] = await articlesById(ctx.tx, ctx.companyId, [body.article_id])
    if (!ref) errors.article_id = ['articles.notFoundField']
    else if (ref.status === 'archived') errors.article_id = ['articles.archivedField']
    else {
      bom = await bomOf(ctx.tx, ctx.companyId, ref.id)
      if (bom.length === 0) errors.article_id = ['productionOrders.noBillOfMaterial']
    }
  }
  if (body.warehouse_id !== current.warehouseId) {
    const warehouse = await warehouseById(ctx.tx, ctx.companyId, body.warehouse_id)
    if (!warehouse?.active) errors.warehouse_id = ['masterData.unavailable']
  }
  if (body.start_date && body.due_date && body.due_date < body.start_date)
    errors.due_date = ['productionOrders.dueBeforeStart']
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  return bom
}

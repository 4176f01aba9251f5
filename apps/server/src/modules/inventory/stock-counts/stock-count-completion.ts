import { Decimal } from 'decimal.js'
import type { RequestContext } from '../../../platform/http/context.ts'
import { postStock } from '../stock-posting.ts'
import { lockStockCount, updateStockCountAt } from './stock-count.queries.ts'
import { lockCountedLevels } from './stock-count-rows.queries.ts'

// Completes a count in one transaction (the caller's): the count's row is locked first, so two runs
// take turns and the second finds it completed; then the counted articles' figures are locked, and
// each moves by counted minus what it held, so on hand becomes what was counted. Rows never counted
// are left alone. Answers null when there was nothing to do (completed, or cancelled meanwhile).
export async function postStockCount(ctx: RequestContext, countId: string) {
  const count = await lockStockCount(ctx.tx, ctx.companyId, countId)
  if (count?.status !== 'started') return null
  const place = { companyId: ctx.companyId, countId, warehouseId: count.warehouseId }
  const locked = await lockCountedLevels(ctx.tx, place)
  const deltas = locked
    .filter((level) => !new Decimal(level.delta).isZero())
    .map((level) => ({ articleId: level.article_id, warehouseId: count.warehouseId, quantity: level.delta }))
  await postStock(ctx, { type: 'stock_count', id: countId, label: count.number }, deltas)
  await updateStockCountAt(ctx.tx, ctx.companyId, countId, count.version, {
    status: 'completed',
    completedAt: new Date(),
    completedBy: ctx.userId,
  })
  return { number: count.number, counted: locked.length, changed: deltas.length }
}

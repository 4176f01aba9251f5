import {
  canTakeStockCountAction,
  type StockCountAction,
  type StockCountBody,
  type StockCountRowsBody,
  stockCountTransitions,
  type VersionBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { AppError, conflict, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { enqueueJob } from '../../../platform/jobs/job-queue.ts'
import { articlesById } from '../../articles/index.ts'
import { warehouseById } from '../../company-settings/index.ts'
import {
  findStockCount,
  findStockCountPage,
  insertStockCount,
  nextStockCountNumber,
  type StockCountQuery,
  type StockCountRecord,
  updateStockCountAt,
} from './stock-count.queries.ts'
import { stockCountCompleteJob } from './stock-count-complete.job.ts'
import { isCompleting, toStockCount, toStockCountRow } from './stock-count-response.ts'
import {
  findRowPage,
  insertRowsFromStock,
  type StockCountRowQuery,
  writeCounted,
} from './stock-count-rows.queries.ts'

export async function listStockCounts(ctx: RequestContext, query: StockCountQuery) {
  const [records, total] = await findStockCountPage(ctx.tx, ctx.companyId, query)
  return { data: records.map(toStockCount), meta: listMeta(query, total) }
}

async function loadCount(ctx: RequestContext, id: string) {
  const record = await findStockCount(ctx.tx, ctx.companyId, id)
  if (!record) throw notFound()
  return record
}

export const getStockCount = async (ctx: RequestContext, id: string) => toStockCount(await loadCount(ctx, id))

const placeOf = (ctx: RequestContext, record: StockCountRecord) => ({
  companyId: ctx.companyId,
  countId: record.count.id,
  warehouseId: record.count.warehouseId,
})

export async function listStockCountRows(ctx: RequestContext, id: string, query: StockCountRowQuery) {
  const record = await loadCount(ctx, id)
  const completed = record.count.status === 'completed'
  const [rows, total] = await findRowPage(ctx.tx, { ...placeOf(ctx, record), completed }, query)
  return { data: rows.map(toStockCountRow), meta: listMeta(query, total) }
}

const closed = { completed: 'stockCounts.completed', cancelled: 'stockCounts.cancelled' } as const

// Only a started count that is not being completed takes counted quantities (409 otherwise).
export function assertEditable(record: StockCountRecord) {
  if (record.count.status !== 'started') throw conflict(closed[record.count.status])
  if (isCompleting(record)) throw conflict('stockCounts.completing')
}

// The contract's state machine: a count already where the action leads needs nothing (a double click,
// a second tab); from anywhere but the action's sources it is refused with 409.
function needsTransition(record: StockCountRecord, action: StockCountAction) {
  const { status } = record.count
  if (status === stockCountTransitions[action].to) return false
  if (!canTakeStockCountAction(action, status))
    throw conflict(status === 'started' ? undefined : closed[status])
  return true
}

const audit = (ctx: RequestContext, id: string, action: string, after: object) =>
  recordAudit(ctx, { entityType: 'stock-count', entityId: id, action, after })

// A count of a warehouse starts with a row for every article the warehouse holds a figure of.
export async function createStockCount(ctx: RequestContext, body: z.output<typeof StockCountBody>) {
  const warehouse = await warehouseById(ctx.tx, ctx.companyId, body.warehouse_id)
  if (!warehouse?.active) throw invalidField('warehouse_id', 'stockCounts.warehouseUnknown')
  const id = await insertStockCount(ctx.tx, {
    companyId: ctx.companyId,
    number: await nextStockCountNumber(ctx.tx, ctx.companyId),
    warehouseId: warehouse.id,
    countedOn: body.counted_on,
    note: body.note,
    createdBy: ctx.userId,
  })
  await insertRowsFromStock(ctx.tx, { companyId: ctx.companyId, countId: id, warehouseId: warehouse.id })
  const created = await getStockCount(ctx, id)
  await audit(ctx, id, 'created', created)
  return created
}

// Writes counted quantities and bumps the version; a stale version is refused (409).
export async function applyCounted(
  ctx: RequestContext,
  record: StockCountRecord,
  values: Array<{ articleId: string; counted: string | null }>,
) {
  const added = await writeCounted(ctx.tx, placeOf(ctx, record), values)
  if (!(await updateStockCountAt(ctx.tx, ctx.companyId, record.count.id, record.count.version)))
    throw conflict()
  return added
}

export async function saveStockCountRows(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof StockCountRowsBody>,
) {
  const record = await loadCount(ctx, id)
  assertEditable(record)
  if (record.count.version !== body.version) throw conflict()
  const wanted = [...new Map(body.rows.map((row) => [row.article_id, row])).values()]
  const known = new Set(
    (
      await articlesById(
        ctx.tx,
        ctx.companyId,
        wanted.map((row) => row.article_id),
      )
    ).map((article) => article.id),
  )
  const errors = body.rows.flatMap((row, index) =>
    known.has(row.article_id) ? [] : [[`rows.${index}.article_id`, ['stockCounts.unknownArticle' as const]]],
  )
  if (errors.length > 0) throw new AppError(422, 'errors.validation', {}, Object.fromEntries(errors))
  await applyCounted(
    ctx,
    record,
    wanted.map((row) => ({ articleId: row.article_id, counted: row.counted })),
  )
  return getStockCount(ctx, id)
}

// Queues the completion once: a second click, a retried request or another tab finds it under way
// (or done) and gets the count as it is. A completion whose job failed for good may be asked again.
export async function completeStockCount(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof VersionBody>,
) {
  const record = await loadCount(ctx, id)
  if (!needsTransition(record, 'complete') || isCompleting(record)) return toStockCount(record)
  if (record.count.version !== body.version) throw conflict()
  if (record.countedRows === 0) throw conflict('stockCounts.nothingCounted')
  const jobId = await enqueueJob(ctx, stockCountCompleteJob(ctx.platform), {
    countId: id,
    locale: ctx.locale,
  })
  if (!(await updateStockCountAt(ctx.tx, ctx.companyId, id, body.version, { jobId }))) throw conflict()
  return getStockCount(ctx, id)
}

// Cancelling changes no stock (spec §4); cancelling a cancelled count is a no-op.
export async function cancelStockCount(ctx: RequestContext, id: string, body: z.output<typeof VersionBody>) {
  const record = await loadCount(ctx, id)
  if (!needsTransition(record, 'cancel')) return toStockCount(record)
  if (isCompleting(record)) throw conflict('stockCounts.completing')
  if (!(await updateStockCountAt(ctx.tx, ctx.companyId, id, body.version, { status: 'cancelled' })))
    throw conflict()
  const cancelled = await getStockCount(ctx, id)
  await audit(ctx, id, 'cancelled', cancelled)
  return cancelled
}

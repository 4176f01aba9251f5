import {
  type ConsumablesPostingBody,
  isConsumablesPostingDraft,
  type UpdateConsumablesPostingBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { conflict, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { articlesById } from '../../articles/index.ts'
import { assertSettingsReference, settingsRowsById } from '../../company-settings/index.ts'
import { assertRowArticles } from '../stock-document-checks.ts'
import {
  deletePostingAt,
  findPosting,
  findPostingPage,
  insertPosting,
  type PostingQuery,
  type PostingRow,
  quantitiesOfPosting,
  replacePostingRows,
  rowsOfPosting,
  updatePostingAt,
} from './consumables-posting.queries.ts'
import { toPosting, toSummary } from './consumables-posting-response.ts'

type Body = z.output<typeof ConsumablesPostingBody>
type UpdateBody = z.output<typeof UpdateConsumablesPostingBody>

async function warehouseNames(ctx: RequestContext, headers: PostingRow[]) {
  const ids = [...new Set(headers.map((row) => row.warehouseId))]
  const named = await settingsRowsById(ctx.tx, ctx.companyId, 'warehouse', ids)
  return new Map(named.map((warehouse) => [warehouse.id, warehouse.name]))
}

export async function listPostings(ctx: RequestContext, query: PostingQuery) {
  const [rows, total] = await findPostingPage(ctx.tx, ctx.companyId, query)
  const names = await warehouseNames(ctx, rows)
  return { data: rows.map((row) => toSummary(row, names)), meta: listMeta(query, total) }
}

export async function findOwnPosting(ctx: RequestContext, id: string) {
  const row = await findPosting(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

export async function describePosting(ctx: RequestContext, row: PostingRow) {
  const names = await warehouseNames(ctx, [row])
  const lines = await rowsOfPosting(ctx.tx, row)
  const articles = await articlesById(ctx.tx, ctx.companyId, [
    ...new Set(lines.map((line) => line.articleId)),
  ])
  return toPosting(row, names, lines, articles)
}

export const getPosting = async (ctx: RequestContext, id: string) =>
  describePosting(ctx, await findOwnPosting(ctx, id))

export const auditPosting = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object | null,
) => recordAudit(ctx, { entityType: 'consumables_posting', entityId: id, action, before, after })

const headerValues = (body: Body) => ({
  warehouseId: body.warehouse_id,
  postingDate: body.posting_date,
  reference: body.reference,
  note: body.note,
})

const rowValues = (body: Body) =>
  body.rows.map((row) => ({ articleId: row.article_id, quantity: row.quantity }))

// The warehouse is an active one of the company (or the one the draft already had); the articles as
// every stock document's are.
async function checkPosting(ctx: RequestContext, body: Body, current?: PostingRow) {
  await assertSettingsReference(
    ctx,
    'warehouse',
    body.warehouse_id,
    'warehouse_id',
    current?.warehouseId ?? null,
  )
  const held = current ? await quantitiesOfPosting(ctx.tx, ctx.companyId, current.id) : []
  await assertRowArticles(ctx, body.rows, new Set(held.map((line) => line.articleId)))
}

export async function createPosting(ctx: RequestContext, body: Body) {
  await checkPosting(ctx, body)
  const { id } = await insertPosting(ctx.tx, ctx.companyId, ctx.userId, headerValues(body))
  await replacePostingRows(ctx.tx, ctx.companyId, id, rowValues(body))
  const after = await getPosting(ctx, id)
  await auditPosting(ctx, id, 'created', null, after)
  return after
}

// A sent posting has left the stock: it stays as it was sent (spec §4).
const assertDraft = (
  row: PostingRow,
  code: 'inventory.consumablesNotDraft' | 'inventory.consumablesNotDeletable',
) => {
  if (!isConsumablesPostingDraft(row.status)) throw conflict(code, { number: row.number })
}

// Only a draft is edited, header and rows together on its version; a stale version is refused with 409.
export async function updatePosting(ctx: RequestContext, id: string, body: UpdateBody) {
  const row = await findOwnPosting(ctx, id)
  assertDraft(row, 'inventory.consumablesNotDraft')
  if (row.version !== body.version) throw conflict()
  const before = await describePosting(ctx, row)
  await checkPosting(ctx, body, row)
  if (!(await updatePostingAt(ctx.tx, ctx.companyId, id, body.version, headerValues(body)))) throw conflict()
  await replacePostingRows(ctx.tx, ctx.companyId, id, rowValues(body))
  const after = await getPosting(ctx, id)
  await auditPosting(ctx, id, 'updated', before, after)
  return after
}

// Only a draft is deleted, and for good: nothing of it was posted, so no ledger entry names it.
export async function deletePosting(ctx: RequestContext, id: string) {
  const row = await findOwnPosting(ctx, id)
  assertDraft(row, 'inventory.consumablesNotDeletable')
  const before = await describePosting(ctx, row)
  if (!(await deletePostingAt(ctx.tx, ctx.companyId, id, row.version))) throw conflict()
  await auditPosting(ctx, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}

import {
  type InventoryTransactionBody,
  isInventoryTransactionEditable,
  translate,
  type UpdateInventoryTransactionBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { conflict, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { articlesById } from '../../articles/index.ts'
import { settingsRowsById } from '../../company-settings/index.ts'
import {
  articleIdsOfTransaction,
  findTransaction,
  findTransactionPage,
  insertTransaction,
  replaceTransactionRows,
  rowsOfTransaction,
  type TransactionQuery,
  type TransactionRow,
  updateTransactionAt,
} from './inventory-transaction.queries.ts'
import { checkTransaction } from './inventory-transaction-checks.ts'
import { toSummary, toTransaction } from './inventory-transaction-response.ts'

type Body = z.output<typeof InventoryTransactionBody>
type UpdateBody = z.output<typeof UpdateInventoryTransactionBody>

async function warehouseNames(ctx: RequestContext, headers: TransactionRow[]) {
  const ids = new Set<string>()
  for (const row of headers) {
    ids.add(row.fromWarehouseId)
    if (row.destinationWarehouseId) ids.add(row.destinationWarehouseId)
  }
  const named = await settingsRowsById(ctx.tx, ctx.companyId, 'warehouse', [...ids])
  return new Map(named.map((warehouse) => [warehouse.id, warehouse.name]))
}

export async function listTransactions(ctx: RequestContext, query: TransactionQuery) {
  const [rows, total] = await findTransactionPage(ctx.tx, ctx.companyId, query)
  const names = await warehouseNames(ctx, rows)
  return { data: rows.map((row) => toSummary(row, names)), meta: listMeta(query, total) }
}

export async function findOwnTransaction(ctx: RequestContext, id: string) {
  const row = await findTransaction(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

export async function describeTransaction(ctx: RequestContext, row: TransactionRow) {
  const names = await warehouseNames(ctx, [row])
  const lines = await rowsOfTransaction(ctx.tx, row)
  const articles = await articlesById(ctx.tx, ctx.companyId, [
    ...new Set(lines.map((line) => line.articleId)),
  ])
  return toTransaction(row, names, lines, articles)
}

export const getTransaction = async (ctx: RequestContext, id: string) =>
  describeTransaction(ctx, await findOwnTransaction(ctx, id))

const headerValues = (body: Body) => ({
  fromWarehouseId: body.from_warehouse_id,
  destinationWarehouseId: body.destination_warehouse_id,
  destinationText: body.destination_text,
  shipDate: body.ship_date,
  note: body.note,
})

const rowValues = (body: Body) =>
  body.rows.map((row) => ({ articleId: row.article_id, quantity: row.quantity }))

export const auditTransaction = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object,
) => recordAudit(ctx, { entityType: 'inventory_transaction', entityId: id, action, before, after })

// The words of a status inside a message, in the user's language.
export const statusWords = (ctx: RequestContext, status: TransactionRow['status']) =>
  translate(ctx.locale, `inventory.transactionStatus.${status}`)

export async function createTransaction(ctx: RequestContext, body: Body) {
  await checkTransaction(ctx, body)
  const id = await insertTransaction(ctx.tx, ctx.companyId, ctx.userId, headerValues(body))
  await replaceTransactionRows(ctx.tx, ctx.companyId, id, rowValues(body))
  const after = await getTransaction(ctx, id)
  await auditTransaction(ctx, id, 'created', null, after)
  return after
}

// Only a draft is edited (spec §4); a stale version is refused with 409.
export async function updateTransaction(ctx: RequestContext, id: string, body: UpdateBody) {
  const row = await findOwnTransaction(ctx, id)
  if (!isInventoryTransactionEditable(row.status))
    throw conflict('inventory.transactionNotDraft', {
      number: row.number,
      status: statusWords(ctx, row.status),
    })
  if (row.version !== body.version) throw conflict()
  const before = await describeTransaction(ctx, row)
  await checkTransaction(ctx, body, {
    fromWarehouseId: row.fromWarehouseId,
    destinationWarehouseId: row.destinationWarehouseId,
    articleIds: await articleIdsOfTransaction(ctx.tx, ctx.companyId, id),
  })
  if (!(await updateTransactionAt(ctx.tx, ctx.companyId, id, body.version, headerValues(body))))
    throw conflict()
  await replaceTransactionRows(ctx.tx, ctx.companyId, id, rowValues(body))
  const after = await getTransaction(ctx, id)
  await auditTransaction(ctx, id, 'updated', before, after)
  return after
}

import { Decimal } from 'decimal.js'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { readPlatformSettings } from '../company-settings/index.ts'
import {
  addToOnHand,
  addToReserved,
  insertMovements,
  type LedgerDocument,
  type PostedLevel,
  type StockDelta,
} from './stock.queries.ts'

export type { LedgerDocument, PostedLevel, StockDelta }

// One delta per article and warehouse, zeros dropped: a ledger entry says what a document changed.
function merged(lines: StockDelta[]): StockDelta[] {
  const sums = new Map<string, { articleId: string; warehouseId: string; sum: Decimal }>()
  for (const line of lines) {
    const key = `${line.articleId}:${line.warehouseId}`
    const entry = sums.get(key) ?? {
      articleId: line.articleId,
      warehouseId: line.warehouseId,
      sum: new Decimal(0),
    }
    entry.sum = entry.sum.plus(line.quantity)
    sums.set(key, entry)
  }
  return [...sums.values()]
    .filter((entry) => !entry.sum.isZero())
    .map(({ articleId, warehouseId, sum }) => ({ articleId, warehouseId, quantity: sum.toFixed() }))
}

const isNegative = (value: string) => value.startsWith('-')

// Posts a document's stock changes (decision 0051): every figure it changes and the ledger entries that
// explain them, in the caller's transaction, so the document and its stock commit or fail together. A
// change that would take stock below zero is refused unless the company allows negative stock; the
// refusal rolls back the figures already added.
export async function postStock(ctx: RequestContext, document: LedgerDocument, lines: StockDelta[]) {
  const posted = await addToOnHand(ctx.tx, ctx.companyId, merged(lines))
  const short = posted.filter((level) => isNegative(level.quantity) && isNegative(level.onHand))
  if (short.length > 0 && !(await readPlatformSettings(ctx.tx, ctx.companyId)).allow_negative_stock) {
    const named = await articlesById(
      ctx.tx,
      ctx.companyId,
      short.slice(0, 5).map((level) => level.articleId),
    )
    const articles = named.map((article) => article.code).join(', ')
    throw conflict('inventory.negativeStock', { articles, count: short.length })
  }
  await insertMovements(ctx.tx, ctx.companyId, ctx.userId, document, posted)
  return posted
}

// Holds back (or, negative, releases) stock for an open document; what is on hand does not change.
// The seed reserves for its demo documents too: only the transaction and the company are needed.
export const reserveStock = (ctx: Pick<RequestContext, 'tx' | 'companyId'>, lines: StockDelta[]) =>
  addToReserved(ctx.tx, ctx.companyId, merged(lines))

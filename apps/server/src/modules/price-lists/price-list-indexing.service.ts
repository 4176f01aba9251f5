import { indexedPrice, maxAllRows } from '@scm/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findOwnPriceList, findPriceList } from './price-list.queries.ts'
import { priceListLines, priceLists } from './price-list.table.ts'

type Indexing = { percent: string; line_ids?: string[] }

const chosenLines = (listId: string, lineIds?: string[]) =>
  and(eq(priceListLines.priceListId, listId), lineIds ? inArray(priceListLines.id, lineIds) : undefined)

// What the new prices would be, line by line, before anything changes (spec §2.10 indexing tab).
export async function previewIndexing(ctx: RequestContext, listId: string, body: Indexing) {
  await findOwnPriceList(ctx, listId)
  const lines = await ctx.tx
    .select({
      id: priceListLines.id,
      code: priceListLines.articleCode,
      name: priceListLines.articleName,
      gross: priceListLines.grossPrice,
    })
    .from(priceListLines)
    .where(chosenLines(listId, body.line_ids))
    .orderBy(priceListLines.articleCode)
    .limit(maxAllRows)
  return {
    lines: lines.map((line) => ({
      id: line.id,
      article_code: line.code,
      article_name: line.name,
      current_price: line.gross,
      index_percent: body.percent,
      new_price: indexedPrice(line.gross, body.percent),
    })),
  }
}

// The same arithmetic in SQL (round half up to 4 places, never below zero), for every chosen line at
// once; the list goes back to internal like after any edit.
export async function applyIndexing(
  ctx: RequestContext,
  listId: string,
  body: Indexing & { version: number },
) {
  const before = await findOwnPriceList(ctx, listId)
  if (before.version !== body.version) throw conflict()
  const moved = await ctx.tx
    .update(priceLists)
    .set({
      state: 'internal',
      publishedAt: null,
      decidedAt: null,
      updatedAt: new Date(),
      version: body.version + 1,
    })
    .where(and(eq(priceLists.id, listId), eq(priceLists.version, body.version)))
    .returning({ id: priceLists.id })
  if (moved.length === 0) throw conflict()
  const changed = await ctx.tx
    .update(priceListLines)
    .set({
      grossPrice: sql`greatest(round(${priceListLines.grossPrice} * (100 + ${body.percent}::numeric) / 100, 4), 0)`,
      updatedAt: new Date(),
      version: sql`${priceListLines.version} + 1`,
    })
    .where(chosenLines(listId, body.line_ids))
    .returning({ id: priceListLines.id })
  const after = await findPriceList(ctx, listId)
  await recordAudit(ctx, {
    entityType: 'price-list',
    entityId: listId,
    action: 'indexed',
    before,
    after: { ...after, index_percent: body.percent, lines_changed: changed.length },
  })
  return after
}

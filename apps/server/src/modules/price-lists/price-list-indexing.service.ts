import { indexedPrice } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { updatePriceListRow } from './price-list.queries.ts'
import { getOwnPriceList, getPriceList } from './price-list.service.ts'
import { findLinePrices, indexLinePrices } from './price-list-line.queries.ts'

type Indexing = { percent: string; line_ids?: string[] }

// What the new prices would be, line by line, before anything changes (spec §2.10 indexing tab).
export async function previewIndexing(ctx: RequestContext, listId: string, body: Indexing) {
  await getOwnPriceList(ctx, listId)
  const lines = await findLinePrices(ctx.tx, listId, body.line_ids)
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
  const before = await getOwnPriceList(ctx, listId)
  if (before.version !== body.version) throw conflict()
  const moved = await updatePriceListRow(ctx.tx, listId, body.version, {
    state: 'internal',
    publishedAt: null,
    decidedAt: null,
  })
  if (moved.length === 0) throw conflict()
  const changed = await indexLinePrices(ctx.tx, listId, body.percent, body.line_ids)
  const after = await getPriceList(ctx, listId)
  await recordAudit(ctx, {
    entityType: 'price-list',
    entityId: listId,
    action: 'indexed',
    before,
    after: { ...after, index_percent: body.percent, lines_changed: changed.length },
  })
  return after
}

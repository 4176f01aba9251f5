import { maxAllRows, canonicalDecimal as plain, type SourceAvailability } from '@scm/contracts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { warehouseById } from '../company-settings/index.ts'
import { availableInWarehouse } from './available-stock.queries.ts'

// What a warehouse has available of each article, in one answer, so a stock document's form (a
// transfer's source, a consumables posting's warehouse) shows the figure as soon as an article is
// picked, without a call per row; a warehouse of another company is a 404.
export async function sourceAvailability(
  ctx: RequestContext,
  warehouseId: string,
): Promise<SourceAvailability> {
  if (!(await warehouseById(ctx.tx, ctx.companyId, warehouseId))) throw notFound()
  const rows = await availableInWarehouse(ctx.tx, ctx.companyId, warehouseId, maxAllRows + 1)
  return {
    warehouse_id: warehouseId,
    data: rows
      .slice(0, maxAllRows)
      .map((row) => ({ article_id: row.articleId, available: plain(row.available) })),
    complete: rows.length <= maxAllRows,
  }
}

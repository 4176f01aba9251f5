import type { SalesOrder } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import type { RequestContext } from '../../platform/http/context.ts'
import { reserveStock, type StockDelta } from '../inventory/index.ts'

type Line = Pick<SalesOrder['lines'][number], 'article_id' | 'warehouse_id' | 'quantity'>

// The lines' quantities in their warehouses, as held back (reserved) or, negated, released or issued.
export const deltasOf = (lines: Line[], sign: 1 | -1): StockDelta[] =>
  lines.map((line) => ({
    articleId: line.article_id,
    warehouseId: line.warehouse_id,
    quantity: new Decimal(line.quantity).times(sign).toFixed(),
  }))

export const releaseOf = (lines: Line[]) => deltasOf(lines, -1)

export const reservationOf = (ctx: RequestContext, deltas: StockDelta[]) => reserveStock(ctx, deltas)

import type { StyleListItem, StyleListQuery, StyleReviewResult } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { activeStyleOptions, findStylePage } from './style-list.queries.ts'

export async function listStyles(ctx: RequestContext, query: z.output<typeof StyleListQuery>) {
  const { rows, total } = await findStylePage(ctx.tx, ctx.companyId, query)
  const data: StyleListItem[] = rows.map((row) => ({
    id: row.id,
    style_number: row.styleNumber,
    name: row.name,
    default_supplier: row.defaultSupplier,
    seasons: row.seasons,
    colour_count: row.colourCount,
    status: row.status,
    review_result: row.reviewResult as StyleReviewResult,
    updated_at: row.updatedAt.toISOString(),
  }))
  return { data, meta: listMeta(query, total) }
}

// The param source `styles`: active styles for pickers (an article belongs to a style).
export async function styleOptions(ctx: RequestContext) {
  return activeStyleOptions(ctx.tx, ctx.companyId)
}

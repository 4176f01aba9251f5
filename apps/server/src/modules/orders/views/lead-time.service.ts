import { addDays, type LeadTimeQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../../platform/db/list.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findLeadTimes } from './lead-time.queries.ts'
import { today } from './today.ts'
import { viewerOf } from './viewer.ts'

// Lead times per counterparty, or per counterparty and article: the average days from sending the
// order to the planned ETD/ETA against the requested ones. An open range covers the last year.
export async function leadTimes(ctx: RequestContext, query: z.output<typeof LeadTimeQuery>) {
  const from = query.filter?.from ?? addDays(today(), -365)
  const { rows, count } = await findLeadTimes(ctx.tx, await viewerOf(ctx), query, from)
  return {
    data: rows.map((row) => ({
      ...row,
      key: [row.partner_company_id, row.article_id].filter(Boolean).join(':'),
    })),
    meta: listMeta(query, count),
  }
}

import { hasAnyPermission, type ReferenceKind, type ReferenceSummary } from '@scm/contracts'
import { listMeta } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { deliveryReferenceSource, orderReferenceSource } from '../orders/index.ts'
import { quotationReferenceSource } from '../quotations/index.ts'
import {
  findReferencePage,
  type ReferenceQuery,
  type ReferenceRow,
  type ReferenceSource,
} from './reference.queries.ts'

const sources = {
  order: { permission: 'list.orders', source: orderReferenceSource },
  delivery: { permission: 'list.orders', source: deliveryReferenceSource },
  quotation: { permission: 'list.quotations', source: quotationReferenceSource },
} as const

const toSummary = (row: ReferenceRow): ReferenceSummary => ({
  reference: row.reference,
  document_count: row.document_count,
  documents: row.documents,
  last_used_at: new Date(row.last_used_at).toISOString(),
})

// The route needs either list permission; a kind of document the user may not list is not read at all,
// so neither its rows nor its counts show.
export async function listReferences(
  ctx: RequestContext,
  query: ReferenceQuery & { filter?: { kind?: ReferenceKind } },
) {
  const readable: ReferenceSource[] = Object.entries(sources)
    .filter(([kind]) => !query.filter?.kind || query.filter.kind === kind)
    .filter(([, { permission }]) => hasAnyPermission(ctx.principal.permissions, permission))
    .map(([, { source }]) => source(ctx.tx, ctx.companyId))
  if (readable.length === 0)
    return { data: [], meta: listMeta(query, { total: 0, capped: false, estimated: false }) }
  const { rows, total } = await findReferencePage(ctx.tx, readable, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

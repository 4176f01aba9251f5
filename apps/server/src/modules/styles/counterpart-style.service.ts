import type { CounterpartStyle, CounterpartStyleListItem } from '@scm/contracts'
import { inTurn } from '../../platform/db/in-turn.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findCounterpartStylePage, findCounterpartStyleRow } from './counterpart-style.queries.ts'
import { loadStyleParts, styleCore, supplierTerms } from './style.queries.ts'
import { masterDataNames, partnerNames } from './style-names.queries.ts'

export async function listCounterpartStyles(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { owner_id?: string } },
) {
  const [{ rows, total }, owners] = await inTurn(
    () => findCounterpartStylePage(ctx.tx, ctx.companyId, query),
    () => partnerNames(ctx.tx),
  )
  const data: CounterpartStyleListItem[] = rows.map((row) => ({
    id: row.id,
    style_number: row.styleNumber,
    name: row.name,
    owner_name: owners.get(row.companyId) ?? '',
    seasons: row.seasons,
    colour_count: row.colourCount,
    updated_at: row.updatedAt.toISOString(),
  }))
  return { data, meta: listMeta(query, total) }
}

export async function getCounterpartStyle(ctx: RequestContext, id: string): Promise<CounterpartStyle> {
  const row = await findCounterpartStyleRow(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  const parts = await loadStyleParts(ctx.tx, row)
  const [names, owners] = await inTurn(
    () => masterDataNames(ctx.tx, [], id),
    () => partnerNames(ctx.tx),
  )
  // Row-level security hands a supplier its own terms only; the filter says so here too.
  const ours = parts.suppliers.find((supplier) => supplier.supplierCompanyId === ctx.companyId)
  return {
    ...styleCore(parts, names),
    owner: { id: row.companyId, name: owners.get(row.companyId) ?? '' },
    our_supply: ours ? supplierTerms(ours) : null,
  }
}

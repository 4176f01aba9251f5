import type { PriceList } from '@scm/contracts'
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { forbidden, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { priceLists } from './price-list.table.ts'

type Row = typeof priceLists.$inferSelect & {
  ownerName: string
  counterpartyName: string | null
  lineCount: number
}

// Names as the caller knows them: its own company's name, and the name in its own agreement with the
// other party (a counterparty's company record is not readable across companies).
const agreedName = (ctx: RequestContext, company: AnyPgColumn) =>
  sql<
    string | null
  >`(select a.name from agreements a where a.company_id = ${ctx.companyId} and a.counterparty_company_id = "price_lists".${sql.raw(company.name)} order by a.created_at limit 1)`
const ownName = (ctx: RequestContext) =>
  sql<string>`(select c.name from companies c where c.id = ${ctx.companyId})`

export const priceListColumns = (ctx: RequestContext) => ({
  ...getTableColumns(priceLists),
  ownerName: sql<string>`coalesce(case when ${priceLists.companyId} = ${ctx.companyId} then ${ownName(ctx)} else ${agreedName(ctx, priceLists.companyId)} end, '')`,
  counterpartyName: sql<
    string | null
  >`case when ${priceLists.companyId} = ${ctx.companyId} then ${agreedName(ctx, priceLists.counterpartyCompanyId)} else ${ownName(ctx)} end`,
  // Qualified by hand: inside a subquery drizzle writes a bare "id", which the subquery would claim.
  lineCount: sql<number>`(select count(*)::int from price_list_lines l where l.price_list_id = "price_lists"."id")`,
})

export const toPriceList = (ctx: RequestContext, row: Row): PriceList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  state: row.state,
  side: row.companyId === ctx.companyId ? 'owner' : 'counterparty',
  owner_name: row.ownerName,
  counterparty_company_id: row.counterpartyCompanyId,
  counterparty_name: row.counterpartyName,
  currency: row.currency as PriceList['currency'],
  valid_from: row.validFrom,
  valid_to: row.validTo,
  is_default: row.isDefault,
  is_internal: row.isInternal,
  discount_type: row.discountType,
  line_count: row.lineCount,
  published_at: row.publishedAt?.toISOString() ?? null,
  decided_at: row.decidedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

// The lists the caller may see: its own, and those shared with it (the RLS policy says the same).
export const visibleLists = (ctx: RequestContext) =>
  or(
    eq(priceLists.companyId, ctx.companyId),
    and(
      eq(priceLists.counterpartyCompanyId, ctx.companyId),
      sql`${priceLists.state} <> 'internal'`,
      eq(priceLists.isDefault, false),
      eq(priceLists.isInternal, false),
    ),
  )

export async function findPriceList(ctx: RequestContext, id: string): Promise<PriceList> {
  const [row] = await ctx.tx
    .select(priceListColumns(ctx))
    .from(priceLists)
    .where(and(eq(priceLists.id, id), visibleLists(ctx)))
  if (!row) throw notFound()
  return toPriceList(ctx, row)
}

// The owner's list, for changes: a counterparty may read a shared list but not change it.
export async function findOwnPriceList(ctx: RequestContext, id: string): Promise<PriceList> {
  const list = await findPriceList(ctx, id)
  if (list.side !== 'owner') throw forbidden()
  return list
}

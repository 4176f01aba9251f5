import { and, eq, getTableColumns, ilike, ne, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { priceLists } from './price-list.table.ts'

export type PriceListRow = typeof priceLists.$inferSelect & {
  ownerName: string
  counterpartyName: string | null
  lineCount: number
}
export type PriceListValues = Omit<typeof priceLists.$inferInsert, 'id' | 'companyId' | 'createdAt'>

export type PriceListQuery = PageRequest & {
  search?: string
  filter?: {
    visibility?: 'all' | 'internal' | 'shared_by' | 'shared_with'
    state?: string
    currency?: string
  }
}

// Names as the caller knows them: its own company's name, and the name in its own agreement with the
// other party (a counterparty's company record is not readable across companies).
const agreedName = (companyId: string, company: AnyPgColumn) =>
  sql<
    string | null
  >`(select a.name from agreements a where a.company_id = ${companyId} and a.counterparty_company_id = "price_lists".${sql.raw(company.name)} order by a.created_at limit 1)`
const ownName = (companyId: string) => sql<string>`(select c.name from companies c where c.id = ${companyId})`

const priceListColumns = (companyId: string) => ({
  ...getTableColumns(priceLists),
  ownerName: sql<string>`coalesce(case when ${priceLists.companyId} = ${companyId} then ${ownName(companyId)} else ${agreedName(companyId, priceLists.companyId)} end, '')`,
  counterpartyName: sql<
    string | null
  >`case when ${priceLists.companyId} = ${companyId} then ${agreedName(companyId, priceLists.counterpartyCompanyId)} else ${ownName(companyId)} end`,
  // Qualified by hand: inside a subquery drizzle writes a bare "id", which the subquery would claim.
  lineCount: sql<number>`(select count(*)::int from price_list_lines l where l.price_list_id = "price_lists"."id")`,
})

// The lists the caller may see: its own, and those shared with it (the RLS policy says the same).
const visibleLists = (companyId: string) =>
  or(
    eq(priceLists.companyId, companyId),
    and(
      eq(priceLists.counterpartyCompanyId, companyId),
      sql`${priceLists.state} <> 'internal'`,
      eq(priceLists.isDefault, false),
      eq(priceLists.isInternal, false),
    ),
  )

const visibility = (companyId: string, value: string | undefined) => {
  const own = eq(priceLists.companyId, companyId)
  if (value === 'internal')
    return and(own, or(eq(priceLists.isInternal, true), eq(priceLists.state, 'internal')))
  if (value === 'shared_by')
    return and(own, ne(priceLists.state, 'internal'), eq(priceLists.isInternal, false))
  if (value === 'shared_with') return ne(priceLists.companyId, companyId)
  return undefined
}

// One page of the lists the caller sees and the capped count of all that match.
export async function findPriceListPage(
  tx: Tx,
  companyId: string,
  query: PriceListQuery,
): Promise<{ rows: PriceListRow[]; total: ListTotal }> {
  const where = and(
    visibleLists(companyId),
    visibility(companyId, query.filter?.visibility),
    query.filter?.state ? sql`${priceLists.state} = ${query.filter.state}` : undefined,
    query.filter?.currency ? eq(priceLists.currency, query.filter.currency) : undefined,
    query.search ? ilike(priceLists.name, likePattern(query.search)) : undefined,
  )
  const sortable = {
    name: sql`lower(${priceLists.name})`,
    valid_from: priceLists.validFrom,
    created_at: priceLists.createdAt,
    currency: priceLists.currency,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(priceListColumns(companyId))
      .from(priceLists)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${priceLists.createdAt} desc`], priceLists.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, priceLists, where),
  )
  return { rows, total }
}

export async function findVisiblePriceList(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<PriceListRow | undefined> {
  const [row] = await tx
    .select(priceListColumns(companyId))
    .from(priceLists)
    .where(and(eq(priceLists.id, id), visibleLists(companyId)))
  return row
}

// Who owns the list and whom it is for.
export async function findPriceListParties(tx: Tx, id: string) {
  const [row] = await tx
    .select({ owner: priceLists.companyId, counterparty: priceLists.counterpartyCompanyId })
    .from(priceLists)
    .where(eq(priceLists.id, id))
  return row
}

// Takes the default flag from the company's default list (other than the one excepted).
export async function clearDefaultPriceList(tx: Tx, companyId: string, exceptId?: string) {
  await tx
    .update(priceLists)
    .set({ isDefault: false, updatedAt: new Date(), version: sql`${priceLists.version} + 1` })
    .where(
      and(
        eq(priceLists.companyId, companyId),
        eq(priceLists.isDefault, true),
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    )
}

export function insertPriceList(tx: Tx, companyId: string, values: PriceListValues) {
  return tx
    .insert(priceLists)
    .values({ companyId, ...values })
    .returning({ id: priceLists.id })
}

// Changes the list only at the given version; no row back means another write came first.
export function updatePriceListRow(tx: Tx, id: string, version: number, values: Partial<PriceListValues>) {
  return tx
    .update(priceLists)
    .set({ updatedAt: new Date(), ...values, version: version + 1 })
    .where(and(eq(priceLists.id, id), eq(priceLists.version, version)))
    .returning({ id: priceLists.id })
}

// Back to internal after a change to its lines; a list already internal keeps its version.
export async function markPriceListInternal(tx: Tx, id: string) {
  await tx
    .update(priceLists)
    .set({
      updatedAt: new Date(),
      state: 'internal',
      publishedAt: null,
      decidedAt: null,
      version: sql`case when ${priceLists.state} = 'internal' then ${priceLists.version} else ${priceLists.version} + 1 end`,
    })
    .where(eq(priceLists.id, id))
}

export async function deletePriceListRow(tx: Tx, companyId: string, id: string) {
  await tx.delete(priceLists).where(and(eq(priceLists.id, id), eq(priceLists.companyId, companyId)))
}

import { and, eq, getTableColumns, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
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
import { users } from '../../platform/tenancy/user.table.ts'
import { forecastArticles, type forecastComponents, forecasts } from './forecast.table.ts'

export type ForecastHeaderValues = Pick<
  typeof forecasts.$inferInsert,
  'name' | 'responsibleId' | 'description' | 'currency'
>
type Child<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'id' | 'companyId' | 'forecastId'>
export type ArticleLine = Omit<Child<typeof forecastArticles>, 'batchId' | 'position'>
export type ComponentLine = Omit<Child<typeof forecastComponents>, 'layerId' | 'position'>

// The contents as the service hands them over: nested, in the order they are shown.
export interface ForecastContents {
  groups: {
    name: string
    batches: {
      name: string
      supplierCompanyId: string
      articles: ArticleLine[]
      layers: { name: string; components: ComponentLine[] }[]
    }[]
  }[]
}

export type ForecastQuery = PageRequest & {
  search?: string
  filter?: { status?: string; responsible_id?: string; currency?: string }
}

const headerColumns = {
  ...getTableColumns(forecasts),
  // Qualified by hand: inside a subquery drizzle writes bare column names, which the subquery would claim.
  responsibleName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = "forecasts"."responsible_id")`,
}
export type ForecastRow = Awaited<ReturnType<typeof findForecast>> & object

const owned = (companyId: string, id: string) => and(eq(forecasts.id, id), eq(forecasts.companyId, companyId))

// Without a status filter the list is the forecasts in use (spec §4: a deleted one leaves the list).
export async function findForecastPage(
  tx: Tx,
  companyId: string,
  query: ForecastQuery,
): Promise<{ rows: ForecastRow[]; total: ListTotal }> {
  const filter = query.filter ?? {}
  const where = and(
    eq(forecasts.companyId, companyId),
    filter.status === 'deleted' ? isNotNull(forecasts.deletedAt) : isNull(forecasts.deletedAt),
    filter.responsible_id ? eq(forecasts.responsibleId, filter.responsible_id) : undefined,
    filter.currency ? eq(forecasts.currency, filter.currency) : undefined,
    query.search
      ? or(
          ilike(forecasts.name, likePattern(query.search)),
          ilike(forecasts.description, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    name: sql`lower(${forecasts.name})`,
    total_value: forecasts.totalValue,
    total_quantity: forecasts.totalQuantity,
    updated_at: forecasts.updatedAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(headerColumns)
      .from(forecasts)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`lower(${forecasts.name})`], forecasts.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, forecasts, where),
  )
  return { rows, total }
}

export async function findForecast(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(headerColumns).from(forecasts).where(owned(companyId, id))
  return row
}

export const insertForecast = async (tx: Tx, companyId: string, values: ForecastHeaderValues) =>
  (
    await tx
      .insert(forecasts)
      .values({ ...values, companyId })
      .returning({ id: forecasts.id })
  )[0]!.id

// The header at `version` bumped to the next; none when another save came first.
export const updateForecastAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: Partial<ForecastHeaderValues> & { deletedAt?: Date | null },
) =>
  (
    await tx
      .update(forecasts)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(forecasts.version, version)))
      .returning({ id: forecasts.id })
  )[0]

// A responsible is an active user of the company.
export async function isActiveColleague(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId), eq(users.active, true)))
  return row !== undefined
}

// The article ids the forecast holds now: an archived article already in it may stay.
export const articleIdsOfForecast = async (tx: Tx, forecastId: string) =>
  new Set(
    (
      await tx
        .select({ articleId: forecastArticles.articleId })
        .from(forecastArticles)
        .where(eq(forecastArticles.forecastId, forecastId))
    ).map((row) => row.articleId),
  )

// The companies the acting company trades with (partnerships), by name: a batch's possible suppliers.
export const supplierOptionRows = (tx: Tx) =>
  tx
    .select({ id: sql<string>`p.id`, name: sql<string>`p.name` })
    .from(sql`partner_companies() p`)
    .where(sql`p.supplier`)
    .orderBy(sql`lower(p.name)`)

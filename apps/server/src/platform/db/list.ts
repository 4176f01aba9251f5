import { allRowsBatch, countCap, type ListMeta, type PageSize, pageLimit } from '@scm/contracts'
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from './database.ts'
import { rows } from './rows.ts'

export interface PageRequest {
  page: number
  per_page: PageSize
  sort?: string
}

// `name` / `-name` to an ORDER BY over the allowed columns, with the id as a stable tie-breaker.
export function orderBy(
  sort: string | undefined,
  columns: Record<string, PgColumn | SQL>,
  fallback: SQL[],
  tieBreaker: PgColumn,
): SQL[] {
  if (!sort) return [...fallback, asc(tieBreaker)]
  const descending = sort.startsWith('-')
  const column = columns[descending ? sort.slice(1) : sort]
  if (!column) return [...fallback, asc(tieBreaker)]
  return [descending ? desc(column) : asc(column), asc(tieBreaker)]
}

// A list's total: exact up to the cap; above it the planner's estimate, marked as one, or the cap and
// `capped` when the estimate is lower than what was counted (decision 0030).
export interface ListTotal {
  total: number
  capped: boolean
  estimated: boolean
}

const exact = (total: number): ListTotal => ({ total, capped: false, estimated: false })

// Two significant digits: an estimate should not read as a count.
const roundEstimate = (rows: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(rows)) - 1)
  return Math.round(rows / step) * step
}

// The total of the rows `matching` selects (any SELECT, unordered). Counting stops past the cap, which
// costs about what a page does; beyond it PostgreSQL's row estimate for the same query is free.
export async function totalOf(tx: Tx, matching: SQLWrapper): Promise<ListTotal> {
  const [counted] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${matching} limit ${countCap + 1}) counted`,
  )
  const n = Number(counted?.n ?? 0)
  if (n <= countCap) return exact(n)
  const [explained] = await rows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    tx,
    sql`explain (format json) ${matching}`,
  )
  const planned = explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0
  return planned > countCap
    ? { total: roundEstimate(planned), capped: false, estimated: true }
    : { total: countCap, capped: true, estimated: false }
}

// The total of a table's rows that match `where`.
export function countCapped(tx: Tx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  return totalOf(tx, tx.select({ one: sql`1` }).from(table).where(where))
}

// A list's page, then its capped total. A page that is not full tells the total itself (its offset
// plus its rows), so most lists of most companies are never counted. A batch of "all" is not counted
// either: the answer counts the rows it sends (no page size of the spec is a batch's size). One
// statement after the other: a transaction's client runs them in turn anyway, and node-postgres 9 will
// refuse overlapping ones.
export async function pageWithTotal<R>(
  window: { limit: number; offset: number },
  page: PromiseLike<R[]>,
  count: () => Promise<ListTotal>,
): Promise<[R[], ListTotal]> {
  const found = await page
  if (window.limit === allRowsBatch) return [found, exact(window.offset + found.length)]
  const beyondTheEnd = found.length === 0 && window.offset > 0
  if (found.length < window.limit && !beyondTheEnd) return [found, exact(window.offset + found.length)]
  return [found, await count()]
}

// "all" is read in batches: its `page` is the batch (see all-rows.ts).
export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  const limit = pageLimit(request.per_page)
  return { limit, offset: (request.page - 1) * limit }
}

export function listMeta(request: PageRequest, count: ListTotal): ListMeta {
  return {
    total: count.total,
    total_capped: count.capped,
    total_estimated: count.estimated,
    page: request.per_page === 'all' ? 1 : request.page,
    per_page: request.per_page,
  }
}

// Escapes LIKE wildcards so a search for "50%" matches the text, not everything.
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

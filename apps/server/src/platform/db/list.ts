import { countCap, type ListMeta, type PageSize, pageLimit } from '@scm/contracts'
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from './database.ts'

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

// Lists never count without bound: exact up to the cap, then "10 000+" (ARCHITECTURE, API conventions).
export async function countCapped(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  const limited = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(countCap + 1)
    .as('limited')
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(limited)
  const n = Number(row?.n ?? 0)
  return n > countCap ? { total: countCap, capped: true } : { total: n, capped: false }
}

export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  const limit = pageLimit(request.per_page)
  return { limit, offset: request.per_page === 'all' ? 0 : (request.page - 1) * limit }
}

export function listMeta(request: PageRequest, count: { total: number; capped: boolean }): ListMeta {
  return {
    total: count.total,
    total_capped: count.capped,
    page: request.per_page === 'all' ? 1 : request.page,
    per_page: request.per_page,
  }
}

// Escapes LIKE wildcards so a search for "50%" matches the text, not everything.
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

import { and, count, eq, ilike, ne, sql } from 'drizzle-orm'
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
import { styleReviewCriteria } from './style-review.table.ts'

export type CriterionRow = typeof styleReviewCriteria.$inferSelect
export type CriterionValues = Pick<CriterionRow, 'name' | 'mandatory' | 'preferredValue' | 'description'>

// One page of the company's review criteria and the capped count of all that match.
export async function findCriterionPage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string; filter?: { mandatory?: 'true' | 'false' } },
): Promise<{ rows: CriterionRow[]; total: ListTotal }> {
  const where = and(
    eq(styleReviewCriteria.companyId, companyId),
    query.search ? ilike(styleReviewCriteria.name, likePattern(query.search)) : undefined,
    query.filter?.mandatory
      ? eq(styleReviewCriteria.mandatory, query.filter.mandatory === 'true')
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${styleReviewCriteria.name})`,
    created_at: styleReviewCriteria.createdAt,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(styleReviewCriteria)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], styleReviewCriteria.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, styleReviewCriteria, where),
  )
  return { rows, total }
}

export async function findCriterion(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<CriterionRow | undefined> {
  const [row] = await tx
    .select()
    .from(styleReviewCriteria)
    .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.companyId, companyId)))
  return row
}

// How many of the company's criteria bear this name, whatever its case (other than the one excepted).
export async function countCriteriaNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(styleReviewCriteria)
    .where(
      and(
        eq(styleReviewCriteria.companyId, companyId),
        sql`lower(${styleReviewCriteria.name}) = lower(${name})`,
        exceptId ? ne(styleReviewCriteria.id, exceptId) : undefined,
      ),
    )
  return row?.n ?? 0
}

export async function insertCriterion(tx: Tx, companyId: string, values: CriterionValues) {
  const [row] = await tx
    .insert(styleReviewCriteria)
    .values({ companyId, ...values })
    .returning()
  return row
}

// Changes the criterion only at the given version; no row back means another write came first.
export async function updateCriterionRow(tx: Tx, id: string, version: number, values: CriterionValues) {
  const [row] = await tx
    .update(styleReviewCriteria)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.version, version)))
    .returning()
  return row
}

export async function deleteCriterionRow(tx: Tx, companyId: string, id: string) {
  await tx
    .delete(styleReviewCriteria)
    .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.companyId, companyId)))
}

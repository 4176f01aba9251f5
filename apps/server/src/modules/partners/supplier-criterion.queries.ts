import type { SupplierCriterionListQuery } from '@scm/contracts'
import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { supplierCriteria } from './supplier-criterion.table.ts'

export type SupplierCriterionRow = typeof supplierCriteria.$inferSelect
export type SupplierCriterionValues = Pick<
  typeof supplierCriteria.$inferInsert,
  | 'name'
  | 'mandatory'
  | 'preferredValue'
  | 'reviewPeriodMonths'
  | 'reviewFrequency'
  | 'nextReview'
  | 'turnoverPercentAlert'
>

// One page of the company's supplier criteria and the capped count of all that match.
export async function findCriterionPage(
  tx: Tx,
  companyId: string,
  query: z.output<typeof SupplierCriterionListQuery>,
) {
  const where = and(
    eq(supplierCriteria.companyId, companyId),
    query.search ? ilike(supplierCriteria.name, likePattern(query.search)) : undefined,
    query.filter?.mandatory ? eq(supplierCriteria.mandatory, query.filter.mandatory === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${supplierCriteria.name})`,
    next_review: supplierCriteria.nextReview,
    created_at: supplierCriteria.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(supplierCriteria)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], supplierCriteria.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, supplierCriteria, where),
  )
  return { rows, total }
}

export async function findCriterion(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(supplierCriteria)
    .where(and(eq(supplierCriteria.id, id), eq(supplierCriteria.companyId, companyId)))
  return row
}

// How many of the company's criteria bear this name, whatever its case (other than the one excepted).
export async function countCriteriaNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(supplierCriteria)
    .where(
      and(
        eq(supplierCriteria.companyId, companyId),
        sql`lower(${supplierCriteria.name}) = lower(${name})`,
        exceptId ? sql`${supplierCriteria.id} <> ${exceptId}` : undefined,
      ),
    )
  return row?.n ?? 0
}

export async function criterionIds(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: supplierCriteria.id })
    .from(supplierCriteria)
    .where(eq(supplierCriteria.companyId, companyId))
  return rows.map((row) => row.id)
}

// The criterion, only while its next review is still on this day.
export async function findCriterionDueOn(tx: Tx, id: string, nextReview: string) {
  const [criterion] = await tx
    .select({ name: supplierCriteria.name })
    .from(supplierCriteria)
    .where(and(eq(supplierCriteria.id, id), eq(supplierCriteria.nextReview, nextReview)))
  return criterion
}

export const insertCriterion = (tx: Tx, companyId: string, values: SupplierCriterionValues) =>
  tx
    .insert(supplierCriteria)
    .values({ companyId, ...values })
    .returning()

// Changes the criterion only at the given version; no row back means another write came first.
export const updateCriterionRow = (tx: Tx, id: string, version: number, values: SupplierCriterionValues) =>
  tx
    .update(supplierCriteria)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(supplierCriteria.id, id), eq(supplierCriteria.version, version)))
    .returning()

export async function deleteCriterionRow(tx: Tx, id: string) {
  await tx.delete(supplierCriteria).where(eq(supplierCriteria.id, id))
}

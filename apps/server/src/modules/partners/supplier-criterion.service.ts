import type {
  SupplierCriterion,
  SupplierCriterionBody,
  SupplierCriterionListQuery,
  UpdateSupplierCriterionBody,
} from '@scm/contracts'
import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { scheduleCriterionReview } from './criterion-review.ts'
import { supplierCriteria } from './supplier-criterion.table.ts'
import { refreshSupplierStatus } from './supplier-status.ts'

type Row = typeof supplierCriteria.$inferSelect
type Body = z.output<typeof SupplierCriterionBody>

const toCriterion = (row: Row): SupplierCriterion => ({
  id: row.id,
  name: row.name,
  mandatory: row.mandatory,
  preferred_value: row.preferredValue,
  review_period_months: row.reviewPeriodMonths,
  review_frequency: row.reviewFrequency,
  next_review: row.nextReview,
  turnover_percent_alert: row.turnoverPercentAlert,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

const valuesOf = (body: Body) => ({
  name: body.name,
  mandatory: body.mandatory,
  preferredValue: body.preferred_value,
  reviewPeriodMonths: body.review_period_months,
  reviewFrequency: body.review_frequency,
  nextReview: body.next_review,
  turnoverPercentAlert: body.turnover_percent_alert,
})

export async function listSupplierCriteria(
  ctx: RequestContext,
  query: z.output<typeof SupplierCriterionListQuery>,
) {
  const where = and(
    eq(supplierCriteria.companyId, ctx.companyId),
    query.search ? ilike(supplierCriteria.name, likePattern(query.search)) : undefined,
    query.filter?.mandatory ? eq(supplierCriteria.mandatory, query.filter.mandatory === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${supplierCriteria.name})`,
    next_review: supplierCriteria.nextReview,
    created_at: supplierCriteria.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select()
      .from(supplierCriteria)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], supplierCriteria.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, supplierCriteria, where),
  ])
  return { data: rows.map(toCriterion), meta: listMeta(query, total) }
}

async function findCriterion(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(supplierCriteria)
    .where(and(eq(supplierCriteria.id, id), eq(supplierCriteria.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return row
}

export const getSupplierCriterion = async (ctx: RequestContext, id: string) =>
  toCriterion(await findCriterion(ctx, id))

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(supplierCriteria)
    .where(
      and(
        eq(supplierCriteria.companyId, ctx.companyId),
        sql`lower(${supplierCriteria.name}) = lower(${name})`,
        exceptId ? sql`${supplierCriteria.id} <> ${exceptId}` : undefined,
      ),
    )
  if ((row?.n ?? 0) > 0) throw invalidField('name', 'partners.criterionNameTaken')
}
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'supplier_criteria_company_name_unique', 'name', 'partners.criterionNameTaken')

// A new or changed mandatory criterion can block suppliers, a removed one unblock them (spec §4).
export async function createSupplierCriterion(ctx: RequestContext, body: Body) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(
    ctx.tx
      .insert(supplierCriteria)
      .values({ companyId: ctx.companyId, ...valuesOf(body) })
      .returning(),
  )
  const created = toCriterion(row!)
  await recordAudit(ctx, {
    entityType: 'supplier-criterion',
    entityId: row!.id,
    action: 'created',
    after: created,
  })
  if (body.mandatory) await refreshSupplierStatus(ctx)
  await scheduleCriterionReview(ctx, created)
  return created
}

export async function updateSupplierCriterion(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateSupplierCriterionBody>,
) {
  const before = await findCriterion(ctx, id)
  if (before.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const [row] = await nameUnique(
    ctx.tx
      .update(supplierCriteria)
      .set({ ...valuesOf(body), updatedAt: new Date(), version: body.version + 1 })
      .where(and(eq(supplierCriteria.id, id), eq(supplierCriteria.version, body.version)))
      .returning(),
  )
  if (!row) throw conflict()
  const updated = toCriterion(row)
  await recordAudit(ctx, {
    entityType: 'supplier-criterion',
    entityId: id,
    action: 'updated',
    before: toCriterion(before),
    after: updated,
  })
  if (before.mandatory !== body.mandatory) await refreshSupplierStatus(ctx)
  if (before.nextReview !== updated.next_review) await scheduleCriterionReview(ctx, updated)
  return updated
}

export async function deleteSupplierCriterion(ctx: RequestContext, id: string) {
  const before = await findCriterion(ctx, id)
  await ctx.tx.delete(supplierCriteria).where(eq(supplierCriteria.id, id))
  await recordAudit(ctx, {
    entityType: 'supplier-criterion',
    entityId: id,
    action: 'deleted',
    before: toCriterion(before),
  })
  if (before.mandatory) await refreshSupplierStatus(ctx)
  return messageBody(ctx, 'records.deleted')
}

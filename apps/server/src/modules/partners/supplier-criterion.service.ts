import type {
  SupplierCriterion,
  SupplierCriterionBody,
  SupplierCriterionListQuery,
  UpdateSupplierCriterionBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { scheduleCriterionReview } from './criterion-review.ts'
import {
  countCriteriaNamed,
  deleteCriterionRow,
  findCriterion,
  findCriterionPage,
  insertCriterion,
  type SupplierCriterionRow,
  updateCriterionRow,
} from './supplier-criterion.queries.ts'
import { refreshSupplierStatus } from './supplier-status.ts'

type Body = z.output<typeof SupplierCriterionBody>

const toCriterion = (row: SupplierCriterionRow): SupplierCriterion => ({
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
  const { rows, total } = await findCriterionPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toCriterion), meta: listMeta(query, total) }
}

async function loadCriterion(ctx: RequestContext, id: string) {
  const row = await findCriterion(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

export const getSupplierCriterion = async (ctx: RequestContext, id: string) =>
  toCriterion(await loadCriterion(ctx, id))

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  if ((await countCriteriaNamed(ctx.tx, ctx.companyId, name, exceptId)) > 0)
    throw invalidField('name', 'partners.criterionNameTaken')
}
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'supplier_criteria_company_name_unique', 'name', 'partners.criterionNameTaken')

// A new or changed mandatory criterion can block suppliers, a removed one unblock them (spec §4).
export async function createSupplierCriterion(ctx: RequestContext, body: Body) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(insertCriterion(ctx.tx, ctx.companyId, valuesOf(body)))
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
  const before = await loadCriterion(ctx, id)
  if (before.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const [row] = await nameUnique(updateCriterionRow(ctx.tx, id, body.version, valuesOf(body)))
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
  const before = await loadCriterion(ctx, id)
  await deleteCriterionRow(ctx.tx, id)
  await recordAudit(ctx, {
    entityType: 'supplier-criterion',
    entityId: id,
    action: 'deleted',
    before: toCriterion(before),
  })
  if (before.mandatory) await refreshSupplierStatus(ctx)
  return messageBody(ctx, 'records.deleted')
}

import type {
  StyleReviewCriterion,
  StyleReviewCriterionBody,
  UpdateStyleReviewCriterionBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import {
  type CriterionRow,
  type CriterionValues,
  countCriteriaNamed,
  deleteCriterionRow,
  findCriterion,
  findCriterionPage,
  insertCriterion,
  updateCriterionRow,
} from './style-criterion.queries.ts'

const toCriterion = (row: CriterionRow): StyleReviewCriterion => ({
  id: row.id,
  name: row.name,
  mandatory: row.mandatory,
  preferred_value: row.preferredValue,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

export async function listCriteria(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { mandatory?: 'true' | 'false' } },
) {
  const { rows, total } = await findCriterionPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toCriterion), meta: listMeta(query, total) }
}

export async function getCriterion(ctx: RequestContext, id: string) {
  const row = await findCriterion(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toCriterion(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  if ((await countCriteriaNamed(ctx.tx, ctx.companyId, name, exceptId)) > 0)
    throw invalidField('name', 'styles.criterionNameTaken')
}

const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'style_review_criteria_name_unique', 'name', 'styles.criterionNameTaken')

const columns = (body: z.output<typeof StyleReviewCriterionBody>): CriterionValues => ({
  name: body.name,
  mandatory: body.mandatory,
  preferredValue: body.preferred_value,
  description: body.description,
})

const audit = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object | null,
) => recordAudit(ctx, { entityType: 'style-review-criterion', entityId: id, action, before, after })

export async function createCriterion(ctx: RequestContext, body: z.output<typeof StyleReviewCriterionBody>) {
  await assertNameFree(ctx, body.name)
  const row = await nameUnique(insertCriterion(ctx.tx, ctx.companyId, columns(body)))
  const created = toCriterion(row!)
  await audit(ctx, created.id, 'created', null, created)
  return created
}

export async function updateCriterion(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateStyleReviewCriterionBody>,
) {
  const before = await getCriterion(ctx, id)
  if (before.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const row = await nameUnique(updateCriterionRow(ctx.tx, id, body.version, columns(body)))
  if (!row) throw conflict()
  const after = toCriterion(row)
  await audit(ctx, id, 'updated', before, after)
  return after
}

// The criterion's results on every style go with it (the audit keeps what it was).
export async function deleteCriterion(ctx: RequestContext, id: string) {
  const before = await getCriterion(ctx, id)
  await deleteCriterionRow(ctx.tx, ctx.companyId, id)
  await audit(ctx, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}

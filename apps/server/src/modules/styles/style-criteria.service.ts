import type {
  StyleReviewCriterion,
  StyleReviewCriterionBody,
  UpdateStyleReviewCriterionBody,
} from '@scm/contracts'
import { and, count, eq, ilike, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { styleReviewCriteria } from './style-review.table.ts'

type Row = typeof styleReviewCriteria.$inferSelect

const toCriterion = (row: Row): StyleReviewCriterion => ({
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
  const where = and(
    eq(styleReviewCriteria.companyId, ctx.companyId),
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
  const [rows, total] = await Promise.all([
    ctx.tx
      .select()
      .from(styleReviewCriteria)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], styleReviewCriteria.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, styleReviewCriteria, where),
  ])
  return { data: rows.map(toCriterion), meta: listMeta(query, total) }
}

export async function getCriterion(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(styleReviewCriteria)
    .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toCriterion(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(styleReviewCriteria)
    .where(
      and(
        eq(styleReviewCriteria.companyId, ctx.companyId),
        sql`lower(${styleReviewCriteria.name}) = lower(${name})`,
        exceptId ? ne(styleReviewCriteria.id, exceptId) : undefined,
      ),
    )
  if (row && row.n > 0) throw invalidField('name', 'styles.criterionNameTaken')
}

const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'style_review_criteria_name_unique', 'name', 'styles.criterionNameTaken')

const columns = (body: z.output<typeof StyleReviewCriterionBody>) => ({
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
  const [row] = await nameUnique(
    ctx.tx
      .insert(styleReviewCriteria)
      .values({ companyId: ctx.companyId, ...columns(body) })
      .returning(),
  )
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
  const [row] = await nameUnique(
    ctx.tx
      .update(styleReviewCriteria)
      .set({ ...columns(body), updatedAt: new Date(), version: body.version + 1 })
      .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.version, body.version)))
      .returning(),
  )
  if (!row) throw conflict()
  const after = toCriterion(row)
  await audit(ctx, id, 'updated', before, after)
  return after
}

// The criterion's results on every style go with it (the audit keeps what it was).
export async function deleteCriterion(ctx: RequestContext, id: string) {
  const before = await getCriterion(ctx, id)
  await ctx.tx
    .delete(styleReviewCriteria)
    .where(and(eq(styleReviewCriteria.id, id), eq(styleReviewCriteria.companyId, ctx.companyId)))
  await audit(ctx, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}

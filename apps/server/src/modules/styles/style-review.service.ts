import type { StyleReview, StyleReviewBody, StyleReviewResult } from '@scm/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { styles } from './style.table.ts'
import { reviewResultSql } from './style-review.queries.ts'
import { styleReviewCriteria, styleReviewResults } from './style-review.table.ts'

// Every criterion of the company, with this style's result where there is one.
export async function getStyleReview(ctx: RequestContext, styleId: string): Promise<StyleReview> {
  const [style] = await ctx.tx
    .select({ version: styles.version, result: reviewResultSql })
    .from(styles)
    .where(and(eq(styles.id, styleId), eq(styles.companyId, ctx.companyId)))
  if (!style) throw notFound()
  const lines = await ctx.tx
    .select({
      criterionId: styleReviewCriteria.id,
      name: styleReviewCriteria.name,
      mandatory: styleReviewCriteria.mandatory,
      preferredValue: styleReviewCriteria.preferredValue,
      result: styleReviewResults.result,
      comment: styleReviewResults.comment,
      reviewedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      reviewedAt: styleReviewResults.reviewedAt,
    })
    .from(styleReviewCriteria)
    .leftJoin(
      styleReviewResults,
      and(
        eq(styleReviewResults.criterionId, styleReviewCriteria.id),
        eq(styleReviewResults.styleId, styleId),
      ),
    )
    .leftJoin(users, eq(users.id, styleReviewResults.reviewedBy))
    .where(eq(styleReviewCriteria.companyId, ctx.companyId))
    .orderBy(sql`${styleReviewCriteria.mandatory} desc`, asc(sql`lower(${styleReviewCriteria.name})`))
  return {
    style_id: styleId,
    result: style.result as StyleReviewResult,
    version: style.version,
    lines: lines.map((line) => ({
      criterion_id: line.criterionId,
      criterion_name: line.name,
      mandatory: line.mandatory,
      preferred_value: line.preferredValue,
      result: line.result,
      comment: line.comment,
      reviewed_by: line.reviewedBy,
      reviewed_at: line.reviewedAt?.toISOString() ?? null,
    })),
  }
}

// Saves the results given; a result set to null is withdrawn. Only a changed line gets the reviewer
// and date of this save, so the review keeps who judged what and when.
export async function saveStyleReview(
  ctx: RequestContext,
  styleId: string,
  body: z.output<typeof StyleReviewBody>,
) {
  const before = await getStyleReview(ctx, styleId)
  if (before.version !== body.version) throw conflict()
  const known = new Map(before.lines.map((line) => [line.criterion_id, line]))
  for (const [index, entry] of body.results.entries())
    if (!known.has(entry.criterion_id))
      throw invalidField(`results.${index}.criterion_id`, 'styles.unknownCriterion')
  const bumped = await ctx.tx
    .update(styles)
    .set({ updatedAt: new Date(), version: body.version + 1 })
    .where(and(eq(styles.id, styleId), eq(styles.version, body.version)))
    .returning({ id: styles.id })
  if (bumped.length === 0) throw conflict()
  for (const entry of body.results) {
    const line = known.get(entry.criterion_id)!
    if (line.result === entry.result && line.comment === entry.comment) continue
    const key = and(
      eq(styleReviewResults.styleId, styleId),
      eq(styleReviewResults.criterionId, entry.criterion_id),
    )
    await ctx.tx.delete(styleReviewResults).where(key)
    if (entry.result)
      await ctx.tx.insert(styleReviewResults).values({
        companyId: ctx.companyId,
        styleId,
        criterionId: entry.criterion_id,
        result: entry.result,
        comment: entry.comment,
        reviewedBy: ctx.userId,
      })
  }
  const after = await getStyleReview(ctx, styleId)
  await recordAudit(ctx, { entityType: 'style', entityId: styleId, action: 'reviewed', before, after })
  return after
}

import type { StyleReview, StyleReviewBody, StyleReviewResult } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  bumpReviewedStyle,
  deleteReviewResult,
  findReviewLines,
  findStyleReviewHead,
  insertReviewResult,
} from './style-review.queries.ts'

// Every criterion of the company, with this style's result where there is one.
export async function getStyleReview(ctx: RequestContext, styleId: string): Promise<StyleReview> {
  const style = await findStyleReviewHead(ctx.tx, ctx.companyId, styleId)
  if (!style) throw notFound()
  const lines = await findReviewLines(ctx.tx, ctx.companyId, styleId)
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
  const bumped = await bumpReviewedStyle(ctx.tx, styleId, body.version)
  if (bumped.length === 0) throw conflict()
  for (const entry of body.results) {
    const line = known.get(entry.criterion_id)!
    if (line.result === entry.result && line.comment === entry.comment) continue
    await deleteReviewResult(ctx.tx, styleId, entry.criterion_id)
    if (entry.result)
      await insertReviewResult(ctx.tx, {
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

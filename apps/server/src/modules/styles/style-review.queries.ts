import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { styles } from './style.table.ts'
import { styleReviewCriteria, styleReviewResults } from './style-review.table.ts'

// The review verdict of the style in the surrounding query ("styles"."id"): not reviewed without any
// result; failed when a mandatory criterion failed; open while a mandatory criterion has no result.
export const reviewResultSql = sql<string>`case
  when not exists (select 1 from style_review_results r where r.style_id = "styles"."id") then 'not_reviewed'
  when exists (select 1 from style_review_results r join style_review_criteria c on c.id = r.criterion_id
    where r.style_id = "styles"."id" and c.mandatory and r.result = 'fail') then 'failed'
  when exists (select 1 from style_review_criteria c where c.company_id = "styles"."company_id" and c.mandatory
    and not exists (select 1 from style_review_results r where r.style_id = "styles"."id" and r.criterion_id = c.id))
    then 'open'
  else 'passed'
end`

// The style's version and review verdict, or undefined when it is not the company's.
export async function findStyleReviewHead(tx: Tx, companyId: string, styleId: string) {
  const [style] = await tx
    .select({ version: styles.version, result: reviewResultSql })
    .from(styles)
    .where(and(eq(styles.id, styleId), eq(styles.companyId, companyId)))
  return style
}

// Every criterion of the company, mandatory ones first, with this style's result where there is one.
export function findReviewLines(tx: Tx, companyId: string, styleId: string) {
  return tx
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
    .where(eq(styleReviewCriteria.companyId, companyId))
    .orderBy(sql`${styleReviewCriteria.mandatory} desc`, asc(sql`lower(${styleReviewCriteria.name})`))
}

// Moves the style to the next version only at the given one; no row back means another write came first.
export function bumpReviewedStyle(tx: Tx, styleId: string, version: number) {
  return tx
    .update(styles)
    .set({ updatedAt: new Date(), version: version + 1 })
    .where(and(eq(styles.id, styleId), eq(styles.version, version)))
    .returning({ id: styles.id })
}

export async function deleteReviewResult(tx: Tx, styleId: string, criterionId: string) {
  await tx
    .delete(styleReviewResults)
    .where(and(eq(styleReviewResults.styleId, styleId), eq(styleReviewResults.criterionId, criterionId)))
}

export async function insertReviewResult(tx: Tx, values: typeof styleReviewResults.$inferInsert) {
  await tx.insert(styleReviewResults).values(values)
}

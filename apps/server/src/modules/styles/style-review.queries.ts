import { sql } from 'drizzle-orm'

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

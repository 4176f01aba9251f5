import type { MilestoneComment, OrderMilestone } from '@scm/contracts'
import { toAppliedMilestone } from '../../production/index.ts'
import type { MilestoneCommentRow, MilestoneRow } from './order-milestone.queries.ts'

export const toMilestoneComment = (row: MilestoneCommentRow): MilestoneComment => ({
  id: row.id,
  author_name: row.authorName,
  author_side: row.authorSide,
  text: row.text,
  created_at: row.createdAt.toISOString(),
})

// `comments` null: the reader may not see this milestone's comments.
export const toMilestone = (row: MilestoneRow, comments: MilestoneCommentRow[] | null): OrderMilestone => ({
  ...toAppliedMilestone(row),
  supplier_may_update: row.supplierMayUpdate,
  supplier_may_comment: row.supplierMayComment,
  supplier_sees_comments: row.supplierSeesComments,
  comments: comments?.filter((comment) => comment.milestoneId === row.id).map(toMilestoneComment) ?? null,
})

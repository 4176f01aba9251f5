import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { listQuery } from '../http/list.ts'
import { OrderSide } from './order.contract.ts'

// Workflow comments on an order: internal ones stay with the author's company; shared ones are seen by
// both buyer and supplier.
export const CommentVisibility = z.enum(['internal', 'shared'])
export type CommentVisibility = z.infer<typeof CommentVisibility>

export const OrderComment = z.object({
  id: Id,
  order_id: Id,
  order_number: z.string(),
  body: z.string(),
  visibility: CommentVisibility,
  author_name: z.string().nullable(),
  author_side: OrderSide,
  created_at: Timestamp,
})
export type OrderComment = z.infer<typeof OrderComment>

export const OrderCommentBody = z.strictObject({
  body: z.string().trim().min(1).max(5000),
  visibility: CommentVisibility.default('internal'),
})
export type OrderCommentBody = z.input<typeof OrderCommentBody>

// /orders/workflow-comments: every comment the caller may read, newest first.
export const OrderCommentListQuery = listQuery(['created_at', 'order_number'], {
  visibility: CommentVisibility,
  order_id: Id,
})

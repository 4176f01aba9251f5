import type { OrderComment, OrderCommentBody, OrderCommentListQuery } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findOrderForActor } from './order-access.ts'
import {
  findOrderCommentPage,
  insertOrderComment,
  listOrderCommentRows,
  type OrderCommentRow,
} from './order-comment.queries.ts'
import { visibleToSupplier } from './order-context.ts'
import { announceOrderUpdated, orderNotice, tellCompanyAfterCommit } from './order-notices.ts'

const toComment = (row: OrderCommentRow, number: string): OrderComment => ({
  id: row.id,
  order_id: row.orderId,
  order_number: number,
  body: row.body,
  visibility: row.visibility,
  author_name: row.authorName,
  author_side: row.authorSide,
  created_at: row.createdAt.toISOString(),
})

// Newest first. Row-level security shows each party its own internal comments and both parties' shared
// ones; the other party's internal comments do not exist for it.
export async function listOrderComments(ctx: RequestContext, id: string) {
  const { order } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  const rows = await listOrderCommentRows(ctx.tx, id)
  return rows.map((row) => toComment(row, order.number))
}

// A shared comment is news for the other party, if it can see the order yet.
export async function addOrderComment(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof OrderCommentBody>,
) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  const author = `${ctx.principal.firstName} ${ctx.principal.lastName}`
  const row = await insertOrderComment(ctx.tx, {
    companyId: order.companyId,
    orderId: id,
    authorCompanyId: ctx.companyId,
    authorId: ctx.userId,
    authorName: author,
    authorSide: side,
    visibility: body.visibility,
    body: body.body,
  })
  const shared = body.visibility === 'shared' && visibleToSupplier(order.status)
  if (shared) {
    const excerpt = body.body.length > 140 ? `${body.body.slice(0, 139)}…` : body.body
    tellCompanyAfterCommit(
      ctx,
      side === 'buyer' ? order.supplierCompanyId : order.companyId,
      orderNotice(order, 'order-comment', 'orders.notice.comment', {
        author,
        company: side === 'buyer' ? order.buyerName : order.supplierName,
        body: excerpt,
      }),
      'bc.workflow.comments',
    )
  }
  // Open pages of whoever may read the comment refresh; the order's version does not change.
  announceOrderUpdated(ctx, order, shared || side === 'supplier', shared || side === 'buyer')
  return toComment(row, order.number)
}

// /orders/workflow-comments: every comment the caller may read, across orders.
export async function listAllOrderComments(
  ctx: RequestContext,
  query: z.output<typeof OrderCommentListQuery>,
) {
  const { rows, total } = await findOrderCommentPage(ctx.tx, query)
  return { data: rows.map(({ row, number }) => toComment(row, number)), meta: listMeta(query, total) }
}

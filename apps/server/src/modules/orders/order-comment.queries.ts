import type { OrderCommentListQuery } from '@scm/contracts'
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { orderComments } from './order-comment.table.ts'

export type OrderCommentRow = typeof orderComments.$inferSelect
export type NewOrderComment = typeof orderComments.$inferInsert

// Qualified by hand: a subquery of the comments select.
const orderNumber = sql<string>`(select o.number from orders o where o.id = "order_comments"."order_id")`

export function listOrderCommentRows(tx: Tx, orderId: string): Promise<OrderCommentRow[]> {
  return tx
    .select()
    .from(orderComments)
    .where(eq(orderComments.orderId, orderId))
    .orderBy(desc(orderComments.createdAt), desc(orderComments.id))
}

export async function insertOrderComment(tx: Tx, values: NewOrderComment): Promise<OrderCommentRow> {
  const [row] = await tx.insert(orderComments).values(values).returning()
  return row!
}

// One page of the comments the caller may read, each with its order's number, and the capped count.
export async function findOrderCommentPage(tx: Tx, query: z.output<typeof OrderCommentListQuery>) {
  const f = query.filter ?? {}
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    f.visibility ? eq(orderComments.visibility, f.visibility) : undefined,
    f.order_id ? eq(orderComments.orderId, f.order_id) : undefined,
    pattern ? or(ilike(orderComments.body, pattern), sql`${orderNumber} ilike ${pattern}`) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select({ row: orderComments, number: orderNumber })
      .from(orderComments)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          { created_at: orderComments.createdAt, order_number: orderNumber },
          [desc(orderComments.createdAt)],
          orderComments.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, orderComments, where),
  )
  return { rows, total }
}

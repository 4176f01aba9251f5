import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { orderMilestoneComments, orderMilestones } from './order-milestone.table.ts'

export type MilestoneRow = typeof orderMilestones.$inferSelect
export type NewMilestone = typeof orderMilestones.$inferInsert
export type MilestoneCommentRow = typeof orderMilestoneComments.$inferSelect
type NewComment = typeof orderMilestoneComments.$inferInsert

// The order's milestones the acting company may see (row-level security decides which), in plan order.
export const orderMilestoneRows = (tx: Tx, orderId: string) =>
  tx
    .select()
    .from(orderMilestones)
    .where(eq(orderMilestones.orderId, orderId))
    .orderBy(asc(orderMilestones.plannedDate), asc(orderMilestones.position))

export const findMilestone = async (tx: Tx, orderId: string, id: string) =>
  (
    await tx
      .select()
      .from(orderMilestones)
      .where(and(eq(orderMilestones.orderId, orderId), eq(orderMilestones.id, id)))
  )[0]

// The milestone a guest's link names; its policy shows it that row and no other.
export const milestoneById = async (tx: Tx, id: string) =>
  (await tx.select().from(orderMilestones).where(eq(orderMilestones.id, id)))[0]

export const milestoneCommentRows = (tx: Tx, milestoneIds: string[]) =>
  milestoneIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(orderMilestoneComments)
        .where(inArray(orderMilestoneComments.milestoneId, milestoneIds))
        .orderBy(asc(orderMilestoneComments.createdAt))

// Re-applying a workflow replaces what has not started; started milestones stay as they are.
export const deleteUnstartedMilestones = (tx: Tx, orderId: string) =>
  tx
    .delete(orderMilestones)
    .where(and(eq(orderMilestones.orderId, orderId), eq(orderMilestones.status, 'not_started')))

export const startedMilestones = (tx: Tx, orderId: string) =>
  tx
    .select()
    .from(orderMilestones)
    .where(and(eq(orderMilestones.orderId, orderId), ne(orderMilestones.status, 'not_started')))

export const insertMilestones = async (tx: Tx, rows: NewMilestone[]) => {
  if (rows.length > 0) await tx.insert(orderMilestones).values(rows)
}

// The milestone at `version` with its new status; none when another change came first.
export const updateMilestoneAt = async (
  tx: Tx,
  row: MilestoneRow,
  version: number,
  values: Pick<NewMilestone, 'status' | 'actualDate'>,
) =>
  (
    await tx
      .update(orderMilestones)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(eq(orderMilestones.id, row.id), eq(orderMilestones.version, version)))
      .returning()
  )[0]

// No RETURNING: a supplier may comment where it may not read the comments back.
export const insertMilestoneComment = async (tx: Tx, comment: NewComment) => {
  await tx.insert(orderMilestoneComments).values(comment)
}

import {
  type ApplyWorkflowBody,
  type MilestoneCommentBody,
  type MilestoneUpdateBody,
  type OrderMilestones,
  type OrderSide,
  planMilestoneDates,
} from '@scm/contracts'
import type { z } from 'zod'
import { conflict, forbidden, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findActiveWorkflow, milestoneStatusChange, workflowChoices } from '../../production/index.ts'
import type { OrderRow } from '../order.queries.ts'
import { findOrderForActor } from '../order-access.ts'
import { actorOf } from '../order-context.ts'
import { listDeliveryEtds } from '../order-delivery.queries.ts'
import { recordOrderHistory } from '../order-history.ts'
import { announceOrderUpdated } from '../order-notices.ts'
import { today } from '../views/today.ts'
import {
  deleteUnstartedMilestones,
  findMilestone,
  insertMilestoneComment,
  insertMilestones,
  type MilestoneRow,
  milestoneCommentRows,
  orderMilestoneRows,
  startedMilestones,
  updateMilestoneAt,
} from './order-milestone.queries.ts'
import { toMilestone } from './order-milestone-response.ts'

// The buyer reads every comment; the supplier those of the milestones whose workflow shows them.
async function milestonesAsSeen(
  ctx: RequestContext,
  orderId: string,
  side: OrderSide,
): Promise<OrderMilestones> {
  const rows = await orderMilestoneRows(ctx.tx, orderId)
  const readable = rows.filter((row) => side === 'buyer' || row.supplierSeesComments)
  const comments = await milestoneCommentRows(
    ctx.tx,
    readable.map((row) => row.id),
  )
  return {
    workflow_name: rows[0]?.workflowName ?? null,
    planned_from: rows[0]?.plannedFrom ?? null,
    milestones: rows.map((row) => toMilestone(row, readable.includes(row) ? comments : null)),
  }
}

export async function listMilestones(ctx: RequestContext, orderId: string) {
  const { side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  return milestonesAsSeen(ctx, orderId, side)
}

async function buyersOrder(ctx: RequestContext, orderId: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  // The supplier follows the plan; choosing it is the buyer's.
  if (side !== 'buyer') throw forbidden()
  return order
}

export async function listWorkflowChoices(ctx: RequestContext, orderId: string) {
  const order = await buyersOrder(ctx, orderId)
  return workflowChoices(ctx, order.supplierCompanyId)
}

// The order's ETD, or the earliest of its deliveries' when the order has none of its own.
async function orderEtd(ctx: RequestContext, order: OrderRow) {
  if (order.etd) return order.etd
  const etds = (await listDeliveryEtds(ctx.tx, order.id)).flatMap((row) => (row.etd ? [row.etd] : []))
  return etds.sort()[0] ?? null
}

// Applies a workflow to the order: its steps become the order's milestones, planned so that the last
// ends on the order's ETD (or counted forwards from today without one). Applied again, it replaces the
// milestones that have not started and keeps those that have, with their history.
export async function applyWorkflow(ctx: RequestContext, orderId: string, body: ApplyWorkflowBody) {
  const order = await buyersOrder(ctx, orderId)
  const workflow = await findActiveWorkflow(ctx, body.workflow_id)
  if (!workflow) throw invalidField('workflow_id', 'masterData.unavailable')
  const etd = await orderEtd(ctx, order)
  const planned = planMilestoneDates(
    workflow.steps.map((step) => step.duration_days),
    { etd, today: today() },
  )
  const previous = (await orderMilestoneRows(ctx.tx, orderId))[0]?.workflowName ?? null
  await deleteUnstartedMilestones(ctx.tx, orderId)
  const kept = new Set((await startedMilestones(ctx.tx, orderId)).map((row) => row.name.toLowerCase()))
  await insertMilestones(
    ctx.tx,
    workflow.steps.flatMap((step, position) =>
      kept.has(step.name.toLowerCase())
        ? []
        : [
            {
              companyId: order.companyId,
              orderId,
              orderNumber: order.number,
              buyerName: order.buyerName,
              workflowId: workflow.id,
              workflowName: workflow.name,
              plannedFrom: etd ? ('etd' as const) : ('today' as const),
              position,
              kind: step.kind,
              name: step.name,
              milestoneTypeId: step.milestone_type_id,
              milestoneTypeName: step.milestone_type_name,
              durationDays: step.duration_days,
              plannedDate: planned[position]!,
              supplierMayUpdate: step.supplier_may_update,
              supplierMayComment: step.supplier_may_comment,
              supplierSeesComments: step.supplier_sees_comments,
            },
          ],
    ),
  )
  await recordOrderHistory(ctx.tx, order, actorOf(ctx, 'buyer'), {
    event: 'milestones_applied',
    changes: [{ field: 'workflow', before: previous, after: workflow.name }],
  })
  announceOrderUpdated(ctx, order, true)
  return milestonesAsSeen(ctx, orderId, 'buyer')
}

// The milestone as the acting party may act on it: a supplier only where the workflow allows it.
async function milestoneFor(
  ctx: RequestContext,
  orderId: string,
  milestoneId: string,
  right: 'supplierMayUpdate' | 'supplierMayComment',
) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  const row = await findMilestone(ctx.tx, orderId, milestoneId)
  if (!row) throw notFound()
  if (side === 'supplier' && !row[right]) throw forbidden()
  return { order, side, row }
}

// A status change by whoever may make it: version-guarded, along the allowed moves.
export async function changeMilestoneStatus(
  tx: RequestContext['tx'],
  row: MilestoneRow,
  body: z.output<typeof MilestoneUpdateBody>,
) {
  const updated = await updateMilestoneAt(tx, row, body.version, milestoneStatusChange(row, body))
  if (!updated) throw conflict()
  return { field: row.name, before: row.status, after: body.status }
}

export async function updateMilestone(
  ctx: RequestContext,
  orderId: string,
  milestoneId: string,
  body: z.output<typeof MilestoneUpdateBody>,
) {
  const { order, side, row } = await milestoneFor(ctx, orderId, milestoneId, 'supplierMayUpdate')
  const change = await changeMilestoneStatus(ctx.tx, row, body)
  await recordOrderHistory(ctx.tx, order, actorOf(ctx, side), {
    event: 'milestone_updated',
    changes: [change],
  })
  announceOrderUpdated(ctx, order, true)
  return (await milestonesAsSeen(ctx, orderId, side)).milestones.find((each) => each.id === milestoneId)!
}

export async function commentMilestone(
  ctx: RequestContext,
  orderId: string,
  milestoneId: string,
  body: z.output<typeof MilestoneCommentBody>,
) {
  const { order, side, row } = await milestoneFor(ctx, orderId, milestoneId, 'supplierMayComment')
  await insertMilestoneComment(ctx.tx, {
    companyId: order.companyId,
    milestoneId: row.id,
    authorCompanyId: ctx.companyId,
    authorId: ctx.userId,
    authorName: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
    authorSide: side,
    text: body.text,
  })
  announceOrderUpdated(ctx, order, true)
  return (await milestonesAsSeen(ctx, orderId, side)).milestones.find((each) => each.id === milestoneId)!
}

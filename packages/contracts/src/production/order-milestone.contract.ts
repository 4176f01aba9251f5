import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { addDays } from '../orders/order-view-dates.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { SupplierMilestoneRights, WorkflowStepKind } from './production-workflow.contract.ts'

export const milestoneStatuses = ['not_started', 'in_progress', 'done', 'delayed'] as const
export const MilestoneStatus = z.enum(milestoneStatuses)
export type MilestoneStatus = z.infer<typeof MilestoneStatus>

// Where a milestone may go from each status; a done milestone may be reopened when it was marked too
// early. Any other change answers 409.
export const milestoneTransitions: Record<MilestoneStatus, readonly MilestoneStatus[]> = {
  not_started: ['in_progress', 'delayed', 'done'],
  in_progress: ['delayed', 'done'],
  delayed: ['in_progress', 'done'],
  done: ['in_progress'],
}

export const MilestoneComment = z.object({
  id: Id,
  author_name: z.string().nullable(),
  author_side: z.enum(['buyer', 'supplier', 'guest']),
  text: z.string(),
  created_at: Timestamp,
})
export type MilestoneComment = z.infer<typeof MilestoneComment>

// A step of a workflow as something applied it (an order, a project's article): its plan and progress.
export const AppliedMilestone = z.object({
  id: Id,
  kind: WorkflowStepKind,
  name: z.string(),
  milestone_type_id: Id.nullable(),
  milestone_type_name: z.string().nullable(),
  duration_days: z.number().int(),
  planned_date: IsoDate,
  status: MilestoneStatus,
  actual_date: IsoDate.nullable(),
  version: Version,
})
export type AppliedMilestone = z.infer<typeof AppliedMilestone>

// A step of the workflow an order applies. `comments` is null where the reader may not see them (a
// supplier without the right).
export const OrderMilestone = SupplierMilestoneRights.extend(AppliedMilestone.shape).extend({
  comments: z.array(MilestoneComment).nullable(),
})
export type OrderMilestone = z.infer<typeof OrderMilestone>

export const OrderMilestones = z.object({
  workflow_name: z.string().nullable(),
  // What the plan counted from: the order's ETD (backwards) or the day it was applied (forwards).
  planned_from: z.enum(['etd', 'today']).nullable(),
  milestones: z.array(OrderMilestone),
})
export type OrderMilestones = z.infer<typeof OrderMilestones>

export const WorkflowChoice = z.object({
  id: Id,
  name: z.string(),
  is_default: z.boolean(),
  matches_supplier: z.boolean(),
  step_count: z.number().int(),
  total_days: z.number().int(),
})
export type WorkflowChoice = z.infer<typeof WorkflowChoice>

export const ApplyWorkflowBody = z.strictObject({ workflow_id: Id })
export type ApplyWorkflowBody = z.input<typeof ApplyWorkflowBody>

export const MilestoneUpdateBody = z.strictObject({
  status: MilestoneStatus,
  // Left out, a milestone marked done is done today.
  actual_date: IsoDate.nullable().optional(),
  version: Version,
})
export type MilestoneUpdateBody = z.input<typeof MilestoneUpdateBody>

export const MilestoneCommentBody = z.strictObject({ text: z.string().trim().min(1).max(2000) })
export type MilestoneCommentBody = z.input<typeof MilestoneCommentBody>

export const MilestoneParams = z.strictObject({ id: Id, milestoneId: Id })

// Each step's planned date is the day it ends. With an ETD the last step ends on it and the plan counts
// backwards; without one it counts forwards from `today`.
export function planMilestoneDates(
  durations: readonly number[],
  from: { etd: string | null; today: string },
) {
  if (from.etd) {
    let end = from.etd
    const dates: string[] = []
    for (let index = durations.length - 1; index >= 0; index--) {
      dates[index] = end
      end = addDays(end, -durations[index]!)
    }
    return dates
  }
  let end = from.today
  return durations.map((days) => {
    end = addDays(end, days)
    return end
  })
}

const path = '/orders/:id/milestones'

export const orderMilestoneEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: 'list.orders',
    params: IdParams,
    response: OrderMilestones,
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/workflow-choices',
    permission: 'create.order',
    params: IdParams,
    response: z.array(WorkflowChoice),
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: `${path}/apply`,
    permission: 'create.order',
    params: IdParams,
    body: ApplyWorkflowBody,
    response: OrderMilestones,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:milestoneId`,
    permission: 'list.orders',
    params: MilestoneParams,
    body: MilestoneUpdateBody,
    response: OrderMilestone,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: `${path}/:milestoneId/comments`,
    permission: 'list.orders',
    params: MilestoneParams,
    body: MilestoneCommentBody,
    response: OrderMilestone,
    status: 201,
  }),
}

import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, optionalId } from '../http/crud-endpoints.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'

// A step of a workflow is a task (internal work) or a milestone (a point the supplier reports on).
export const workflowStepKinds = ['task', 'milestone'] as const
export const WorkflowStepKind = z.enum(workflowStepKinds)
export type WorkflowStepKind = z.infer<typeof WorkflowStepKind>

export const maxWorkflowSteps = 60
// Durations are whole days (spec §9); a year is more than any production step takes.
export const maxStepDays = 365

// What the supplier may do with a milestone of an order (spec §6 "per-milestone rights").
export const SupplierMilestoneRights = z.object({
  supplier_may_update: z.boolean(),
  supplier_may_comment: z.boolean(),
  supplier_sees_comments: z.boolean(),
})
export type SupplierMilestoneRights = z.infer<typeof SupplierMilestoneRights>

export const WorkflowStep = SupplierMilestoneRights.extend({
  id: Id,
  kind: WorkflowStepKind,
  name: z.string(),
  duration_days: z.number().int(),
  milestone_type_id: Id.nullable(),
  milestone_type_name: z.string().nullable(),
})
export type WorkflowStep = z.infer<typeof WorkflowStep>

export const WorkflowStepBody = z.strictObject({
  kind: WorkflowStepKind,
  name: z.string().trim().min(1).max(120),
  duration_days: z.number().int().min(0).max(maxStepDays),
  milestone_type_id: optionalId,
  supplier_may_update: z.boolean().default(false),
  supplier_may_comment: z.boolean().default(false),
  supplier_sees_comments: z.boolean().default(false),
})
export type WorkflowStepBody = z.input<typeof WorkflowStepBody>

// Spec §3 Production workflow.
export const ProductionWorkflowSummary = z.object({
  id: Id,
  name: z.string(),
  active: z.boolean(),
  is_default: z.boolean(),
  item_category_code_id: Id.nullable(),
  supplier_ids: z.array(Id),
  step_count: z.number().int(),
  total_days: z.number().int(),
  updated_at: Timestamp,
  version: Version,
})
export type ProductionWorkflowSummary = z.infer<typeof ProductionWorkflowSummary>

export const ProductionWorkflow = ProductionWorkflowSummary.extend({ steps: z.array(WorkflowStep) })
export type ProductionWorkflow = z.infer<typeof ProductionWorkflow>

const workflowFields = z.strictObject({
  name: z.string().trim().min(1).max(120),
  active: z.boolean().default(true),
  is_default: z.boolean().default(false),
  item_category_code_id: optionalId,
  supplier_ids: z
    .array(Id)
    .max(200)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  steps: z.array(WorkflowStepBody).min(1).max(maxWorkflowSteps),
})

// A milestone is labelled with its type; a task has none.
function milestonesTyped(
  body: { steps: { kind: WorkflowStepKind; milestone_type_id: string | null }[] },
  ctx: z.RefinementCtx,
) {
  body.steps.forEach((step, index) => {
    if (step.kind === 'milestone' && !step.milestone_type_id)
      ctx.addIssue({
        code: 'custom',
        path: ['steps', index, 'milestone_type_id'],
        message: 'validation.required',
      })
  })
}

export const ProductionWorkflowBody = workflowFields.superRefine(milestonesTyped)
export type ProductionWorkflowBody = z.input<typeof ProductionWorkflowBody>
export const UpdateProductionWorkflowBody = workflowFields
  .extend({ version: Version })
  .superRefine(milestonesTyped)
export type UpdateProductionWorkflowBody = z.input<typeof UpdateProductionWorkflowBody>

export const ProductionWorkflowListQuery = listQuery(['name', 'updated_at'], {
  active: ActiveFilter,
  supplier: Id,
})

const path = '/production-workflows'
const permission = 'production.workflow' as const

// The list shows each workflow's summary; a workflow is read and saved with its steps as one document.
export const productionWorkflowEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission,
    query: ProductionWorkflowListQuery,
    response: listResponse(ProductionWorkflowSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    response: ProductionWorkflow,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission,
    body: ProductionWorkflowBody,
    response: ProductionWorkflow,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    body: UpdateProductionWorkflowBody,
    response: ProductionWorkflow,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission,
    params: IdParams,
    response: MessageBody,
  }),
}

import type {
  ProductionWorkflow,
  ProductionWorkflowSummary,
  productionWorkflowEndpoints,
} from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { companyList } from '../../platform/db/company-list.ts'
import type { Tx } from '../../platform/db/database.ts'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { messageBody } from '../../platform/http/message.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { assertSupplierAgreement } from '../partners/index.ts'
import { milestoneTypesByIds } from './milestone-type.queries.ts'
import {
  activeWorkflowById,
  deleteWorkflow,
  insertWorkflow,
  replaceWorkflowSteps,
  updateWorkflowAt,
  type WorkflowRow,
  type WorkflowStepRow,
  workflowListSource,
  workflowNamed,
  workflowSteps,
} from './production-workflow.queries.ts'

type Service = CrudService<typeof productionWorkflowEndpoints>
type Body = Parameters<Service['create']>[1]

const toSummary = (row: WorkflowRow): ProductionWorkflowSummary => ({
  id: row.id,
  name: row.name,
  active: row.active,
  is_default: row.isDefault,
  item_category_code_id: row.itemCategoryCodeId,
  supplier_ids: row.supplierIds,
  step_count: row.stepCount,
  total_days: row.totalDays,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const toWorkflow = (row: WorkflowRow, steps: WorkflowStepRow[]): ProductionWorkflow => ({
  ...toSummary(row),
  steps: steps.map((step) => ({
    id: step.id,
    kind: step.kind,
    name: step.name,
    duration_days: step.durationDays,
    milestone_type_id: step.milestoneTypeId,
    milestone_type_name: step.milestoneTypeName,
    supplier_may_update: step.supplierMayUpdate,
    supplier_may_comment: step.supplierMayComment,
    supplier_sees_comments: step.supplierSeesComments,
  })),
})

const list = companyList({ ...workflowListSource, entityType: 'production-workflow', toDto: toSummary })

const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'production_workflows_company_name_unique', 'name', 'companySettings.nameTaken')

async function getWorkflow(ctx: RequestContext, id: string) {
  return toWorkflow(await list.find(ctx, id), await workflowSteps(ctx.tx, id))
}

// Links must name the company's active records; links the workflow already had are kept as they are.
async function checkLinks(ctx: RequestContext, body: Body, before?: ProductionWorkflow) {
  if (body.is_default && !body.active) throw invalidField('is_default', 'companySettings.defaultInactive')
  await assertMasterDataReference(
    ctx,
    'item-category-codes',
    body.item_category_code_id,
    'item_category_code_id',
    before?.item_category_code_id ?? null,
  )
  for (const [index, supplierId] of body.supplier_ids.entries()) {
    const kept = before?.supplier_ids.includes(supplierId) ? supplierId : null
    await assertSupplierAgreement(ctx, supplierId, `supplier_ids.${index}`, kept)
  }
  const typeIds = body.steps.flatMap((step) => (step.milestone_type_id ? [step.milestone_type_id] : []))
  const types = new Map((await milestoneTypesByIds(ctx.tx, ctx.companyId, typeIds)).map((t) => [t.id, t]))
  const keptTypes = new Set(before?.steps.map((step) => step.milestone_type_id))
  body.steps.forEach((step, index) => {
    const typeId = step.milestone_type_id
    if (typeId === null || keptTypes.has(typeId)) return
    if (!types.get(typeId)?.active)
      throw invalidField(`steps.${index}.milestone_type_id`, 'masterData.unavailable')
  })
}

const headerValues = (body: Body) => ({
  name: body.name,
  active: body.active,
  isDefault: body.is_default,
  itemCategoryCodeId: body.item_category_code_id,
  supplierIds: body.supplier_ids,
  stepCount: body.steps.length,
  totalDays: body.steps.reduce((sum, step) => sum + step.duration_days, 0),
})

// A task carries no milestone type nor supplier rights: the supplier sees milestones only.
const stepValues = (body: Body) =>
  body.steps.map((step) => {
    const milestone = step.kind === 'milestone'
    return {
      kind: step.kind,
      name: step.name,
      durationDays: step.duration_days,
      milestoneTypeId: milestone ? step.milestone_type_id : null,
      supplierMayUpdate: milestone && step.supplier_may_update,
      supplierMayComment: milestone && step.supplier_may_comment,
      supplierSeesComments: milestone && step.supplier_sees_comments,
    }
  })

async function createWorkflow(ctx: RequestContext, body: Body) {
  await checkLinks(ctx, body)
  // One default per company: the old default gives up its flag in this transaction.
  if (body.is_default) await list.clearOtherDefaults(ctx, null)
  const row = await nameUnique(insertWorkflow(ctx.tx, ctx.companyId, headerValues(body)))
  await replaceWorkflowSteps(ctx.tx, ctx.companyId, row.id, stepValues(body))
  const after = await getWorkflow(ctx, row.id)
  await recordAudit(ctx, { entityType: 'production-workflow', entityId: row.id, action: 'created', after })
  return after
}

async function updateWorkflow(ctx: RequestContext, id: string, body: Parameters<Service['update']>[2]) {
  const before = await getWorkflow(ctx, id)
  if (before.version !== body.version) throw conflict()
  await checkLinks(ctx, body, before)
  if (body.is_default) await list.clearOtherDefaults(ctx, id)
  const row = await nameUnique(updateWorkflowAt(ctx.tx, ctx.companyId, id, body.version, headerValues(body)))
  if (!row) throw conflict()
  await replaceWorkflowSteps(ctx.tx, ctx.companyId, id, stepValues(body))
  const after = await getWorkflow(ctx, id)
  await recordAudit(ctx, {
    entityType: 'production-workflow',
    entityId: id,
    action: 'updated',
    before,
    after,
  })
  return after
}

async function removeWorkflow(ctx: RequestContext, id: string) {
  const before = await getWorkflow(ctx, id)
  await refuseIfInUse(deleteWorkflow(ctx.tx, ctx.companyId, id))
  await recordAudit(ctx, { entityType: 'production-workflow', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}

export const productionWorkflowService: Service = {
  list: list.list,
  get: getWorkflow,
  create: createWorkflow,
  update: updateWorkflow,
  remove: removeWorkflow,
}

// The company's active workflow with its steps, for an order that applies it; none when it is not one.
export async function findActiveWorkflow(ctx: RequestContext, id: string) {
  const [row] = await activeWorkflowById(ctx.tx, ctx.companyId, id)
  return row ? toWorkflow(row, await workflowSteps(ctx.tx, id)) : null
}

// A workflow of the company by name, for demo data written without a request.
export async function workflowByName(tx: Tx, companyId: string, name: string) {
  const [row] = await workflowNamed(tx, companyId, name)
  return row ? toWorkflow(row, await workflowSteps(tx, row.id)) : null
}

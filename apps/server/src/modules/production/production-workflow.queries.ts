import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { milestoneTypes } from './milestone-type.table.ts'
import { productionWorkflowSteps, productionWorkflows } from './production-workflow.table.ts'

export type WorkflowRow = typeof productionWorkflows.$inferSelect
export type WorkflowValues = Omit<typeof productionWorkflows.$inferInsert, 'id' | 'companyId'>
export type StepValues = Omit<
  typeof productionWorkflowSteps.$inferInsert,
  'id' | 'companyId' | 'workflowId' | 'position'
>

// The table, sorts, search and filters of the workflow list (platform/db/company-list.ts runs them).
export const workflowListSource = {
  table: productionWorkflows,
  sortable: {
    name: sql`lower(${productionWorkflows.name})`,
    updated_at: productionWorkflows.updatedAt,
  },
  defaultSort: [sql`lower(${productionWorkflows.name})`],
  search: [productionWorkflows.name],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(productionWorkflows.active, filter.active === 'true') : undefined,
    filter.supplier ? sql`${filter.supplier}::uuid = any(${productionWorkflows.supplierIds})` : undefined,
  ],
}

// A workflow's steps in order, with the names of their milestone types.
export const workflowSteps = (tx: Tx, workflowId: string) =>
  tx
    .select({
      id: productionWorkflowSteps.id,
      kind: productionWorkflowSteps.kind,
      name: productionWorkflowSteps.name,
      durationDays: productionWorkflowSteps.durationDays,
      milestoneTypeId: productionWorkflowSteps.milestoneTypeId,
      milestoneTypeName: milestoneTypes.name,
      supplierMayUpdate: productionWorkflowSteps.supplierMayUpdate,
      supplierMayComment: productionWorkflowSteps.supplierMayComment,
      supplierSeesComments: productionWorkflowSteps.supplierSeesComments,
    })
    .from(productionWorkflowSteps)
    .leftJoin(milestoneTypes, eq(milestoneTypes.id, productionWorkflowSteps.milestoneTypeId))
    .where(eq(productionWorkflowSteps.workflowId, workflowId))
    .orderBy(asc(productionWorkflowSteps.position))
export type WorkflowStepRow = Awaited<ReturnType<typeof workflowSteps>>[number]

// The steps are saved as one list: the old rows go, the new ones come in the order given.
export async function replaceWorkflowSteps(
  tx: Tx,
  companyId: string,
  workflowId: string,
  steps: StepValues[],
) {
  await tx.delete(productionWorkflowSteps).where(eq(productionWorkflowSteps.workflowId, workflowId))
  if (steps.length === 0) return
  await tx
    .insert(productionWorkflowSteps)
    .values(steps.map((step, position) => ({ ...step, companyId, workflowId, position })))
}

const owned = (companyId: string, id: string) =>
  and(eq(productionWorkflows.id, id), eq(productionWorkflows.companyId, companyId))

export const insertWorkflow = async (tx: Tx, companyId: string, values: WorkflowValues) =>
  (
    await tx
      .insert(productionWorkflows)
      .values({ ...values, companyId })
      .returning()
  )[0]!

// The workflow at `version` bumped to the next; none when another save came first.
export const updateWorkflowAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: WorkflowValues,
): Promise<WorkflowRow | undefined> =>
  (
    await tx
      .update(productionWorkflows)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(productionWorkflows.version, version)))
      .returning()
  )[0]

export const deleteWorkflow = (tx: Tx, companyId: string, id: string) =>
  tx.delete(productionWorkflows).where(owned(companyId, id))

// The company's active workflows, the default first: what an order may apply.
export const activeWorkflows = (tx: Tx, companyId: string) =>
  tx
    .select()
    .from(productionWorkflows)
    .where(and(eq(productionWorkflows.companyId, companyId), eq(productionWorkflows.active, true)))
    .orderBy(sql`${productionWorkflows.isDefault} desc`, sql`lower(${productionWorkflows.name})`)

export const activeWorkflowById = (tx: Tx, companyId: string, id: string) =>
  tx
    .select()
    .from(productionWorkflows)
    .where(
      and(
        eq(productionWorkflows.id, id),
        eq(productionWorkflows.companyId, companyId),
        eq(productionWorkflows.active, true),
      ),
    )

export const workflowNamed = (tx: Tx, companyId: string, name: string) =>
  tx
    .select()
    .from(productionWorkflows)
    .where(and(eq(productionWorkflows.companyId, companyId), eq(productionWorkflows.name, name)))

import { workflowStepKinds } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { milestoneTypes } from './milestone-type.table.ts'

export const workflowStepKindEnum = pgEnum('workflow_step_kind', workflowStepKinds)

// Spec §3 Production workflow. The suppliers are the buyer's supplier agreements (their ids, which the
// service checks); an order matches a workflow through its supplier company.
export const productionWorkflows = pgTable(
  'production_workflows',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    itemCategoryCodeId: uuid('item_category_code_id').references(masterDataKey),
    supplierIds: uuid('supplier_ids').array().notNull().default([]),
    // Kept with each save of the steps, so the list shows them without reading the steps.
    stepCount: integer('step_count').notNull().default(0),
    totalDays: integer('total_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('production_workflows_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    // At most one default per company; the service moves the flag in one transaction.
    uniqueIndex('production_workflows_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    companyPolicy('production_workflows'),
  ],
).enableRLS()

// A workflow's steps are saved with it as one ordered list: the workflow's version covers them.
export const productionWorkflowSteps = pgTable(
  'production_workflow_steps',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => productionWorkflows.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: workflowStepKindEnum('kind').notNull(),
    name: text('name').notNull(),
    durationDays: integer('duration_days').notNull(),
    // A type in use by a workflow is not deleted (the shared "in use" refusal).
    milestoneTypeId: uuid('milestone_type_id').references(() => milestoneTypes.id),
    supplierMayUpdate: boolean('supplier_may_update').notNull().default(false),
    supplierMayComment: boolean('supplier_may_comment').notNull().default(false),
    supplierSeesComments: boolean('supplier_sees_comments').notNull().default(false),
  },
  (t) => [
    index('production_workflow_steps_workflow_idx').on(t.workflowId, t.position),
    companyPolicy('production_workflow_steps'),
  ],
).enableRLS()

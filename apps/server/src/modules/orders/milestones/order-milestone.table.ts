import { workflowStepKinds } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { milestoneStatusEnum, milestoneTypeKey } from '../../production/keys.ts'
import { orders } from '../order.table.ts'

// The supplier sees a milestone of an order sent to it when the workflow gave it any right on it;
// tasks are the buyer's own work.
const supplierSees = `kind = 'milestone' and (supplier_may_update or supplier_may_comment or supplier_sees_comments)
  and exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id())
    and o.status not in ('draft', 'approval_required'))`

const guestsMilestone = 'id = (select app_guest_document())'

// The steps of the workflow applied to an order (decision 0045), copied from it with their plan, so a
// later change of the workflow leaves the order's as they were. company_id is the buyer.
export const orderMilestones = pgTable(
  'order_milestones',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // What a guest of the milestone is told it belongs to: it reads no order and no company.
    orderNumber: text('order_number').notNull(),
    buyerName: text('buyer_name').notNull(),
    workflowId: uuid('workflow_id'),
    workflowName: text('workflow_name').notNull(),
    plannedFrom: text('planned_from', { enum: ['etd', 'today'] }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: workflowStepKinds }).notNull(),
    name: text('name').notNull(),
    milestoneTypeId: uuid('milestone_type_id').references(milestoneTypeKey),
    milestoneTypeName: text('milestone_type_name'),
    durationDays: integer('duration_days').notNull(),
    plannedDate: date('planned_date').notNull(),
    status: milestoneStatusEnum('status').notNull().default('not_started'),
    actualDate: date('actual_date'),
    supplierMayUpdate: boolean('supplier_may_update').notNull().default(false),
    supplierMayComment: boolean('supplier_may_comment').notNull().default(false),
    supplierSeesComments: boolean('supplier_sees_comments').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('order_milestones_order_idx').on(t.orderId, t.position),
    index('order_milestones_type_idx').on(t.companyId, t.milestoneTypeId),
    companyPolicy('order_milestones'),
    pgPolicy('order_milestones_supplier_read', { for: 'select', to: appUser, using: sql.raw(supplierSees) }),
    // The supplier changes the status of the milestones it may update; the service picks the columns.
    pgPolicy('order_milestones_supplier_update', {
      for: 'update',
      to: appUser,
      using: sql.raw(`supplier_may_update and ${supplierSees}`),
      withCheck: sql.raw(`supplier_may_update and ${supplierSees}`),
    }),
    // A guest of one milestone (decision 0039: acting for no company) reads and updates that one row.
    pgPolicy('order_milestones_guest', { for: 'select', to: appUser, using: sql.raw(guestsMilestone) }),
    pgPolicy('order_milestones_guest_update', {
      for: 'update',
      to: appUser,
      using: sql.raw(guestsMilestone),
      withCheck: sql.raw(guestsMilestone),
    }),
  ],
).enableRLS()

// Comments on an order's milestone. company_id is the buyer; they are never edited or deleted.
export const orderMilestoneComments = pgTable(
  'order_milestone_comments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => orderMilestones.id, { onDelete: 'cascade' }),
    authorCompanyId: uuid('author_company_id').references(() => companies.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    authorSide: text('author_side', { enum: ['buyer', 'supplier', 'guest'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_milestone_comments_milestone_idx').on(t.milestoneId, t.createdAt),
    companyPolicy('order_milestone_comments'),
    // The milestone sub-select runs under the supplier's own policy on milestones: only visible ones.
    pgPolicy('order_milestone_comments_supplier_read', {
      for: 'select',
      to: appUser,
      using: sql.raw(
        `exists (select 1 from order_milestones m where m.id = milestone_id and m.supplier_sees_comments)`,
      ),
    }),
    pgPolicy('order_milestone_comments_supplier_write', {
      for: 'insert',
      to: appUser,
      withCheck: sql.raw(
        `author_company_id = (select app_company_id()) and exists (select 1 from order_milestones m
          where m.id = milestone_id and m.supplier_may_comment and m.company_id = order_milestone_comments.company_id)`,
      ),
    }),
    pgPolicy('order_milestone_comments_guest_read', {
      for: 'select',
      to: appUser,
      using: sql.raw('milestone_id = (select app_guest_document())'),
    }),
    pgPolicy('order_milestone_comments_guest_write', {
      for: 'insert',
      to: appUser,
      withCheck: sql.raw(
        `author_company_id is null and milestone_id = (select app_guest_document())
          and exists (select 1 from order_milestones m where m.id = milestone_id and m.company_id = order_milestone_comments.company_id)`,
      ),
    }),
  ],
).enableRLS()

import { deviationDecisions, deviationFields, deviationStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { orderDeliveries, orderLines, orderSideEnum, orders } from '../order.table.ts'

export const deviationStatusEnum = pgEnum('deviation_status', deviationStatuses)
export const deviationFieldEnum = pgEnum('deviation_field', deviationFields)
export const deviationDecisionEnum = pgEnum('deviation_decision', deviationDecisions)

// What any deviation's row holds, an order's or a quotation's (decision 0041): where it stands, why,
// who made it (a user's name, or the guest's e-mail for one made through a link) and decided it.
export const deviationReportColumns = () => ({
  status: deviationStatusEnum('status').notNull().default('pending'),
  reason: text('reason'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedByName: text('decided_by_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

// What any deviation's changed value holds: the value before and the one proposed, how far apart they
// are against the buyer's tolerance, and the decision on it.
export const deviationChangeColumns = () => ({
  originalValue: text('original_value'),
  newValue: text('new_value'),
  dayDifference: integer('day_difference'),
  percentDifference: numeric('percent_difference', { precision: 12, scale: 2 }),
  beyondTolerance: boolean('beyond_tolerance').notNull(),
  decision: deviationDecisionEnum('decision').notNull().default('pending'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedByName: text('decided_by_name'),
})

// The supplier reads and writes the reports of the orders it can see; company_id stays the buyer's
// (the order's), whoever raised the report.
const ofVisibleOrder = (table: string) =>
  sql.raw(
    `exists (select 1 from orders o where o.id = ${table}.order_id and o.company_id = ${table}.company_id)`,
  )

// Spec §3 Deviation report: a change to a sent order proposed by one party, decided by the other.
export const deviationReports = pgTable(
  'order_deviation_reports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Per order: 1, 2, 3 … shown as the order number and D1, D2 …
    number: integer('number').notNull(),
    raisedBy: orderSideEnum('raised_by').notNull(),
    ...deviationReportColumns(),
  },
  (t) => [
    uniqueIndex('order_deviation_reports_number_unique').on(t.orderId, t.number),
    // One open question at a time per order: two pending reports could change the same value.
    uniqueIndex('order_deviation_reports_one_pending').on(t.orderId).where(sql`${t.status} = 'pending'`),
    index('order_deviation_reports_company_status_idx').on(t.companyId, t.status),
    companyPolicy('order_deviation_reports'),
    pgPolicy('order_deviation_reports_supplier', {
      for: 'all',
      to: appUser,
      using: ofVisibleOrder('order_deviation_reports'),
      withCheck: ofVisibleOrder('order_deviation_reports'),
    }),
  ],
).enableRLS()

// One changed value of a report, with the order's value when the report was made (kept after the
// change is applied) and the decision on it.
export const deviationChanges = pgTable(
  'order_deviation_changes',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    reportId: uuid('report_id')
      .notNull()
      .references(() => deviationReports.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    field: deviationFieldEnum('field').notNull(),
    originalLabel: text('original_label'),
    newLabel: text('new_label'),
    ...deviationChangeColumns(),
  },
  (t) => [
    uniqueIndex('order_deviation_changes_position_unique').on(t.reportId, t.position),
    index('order_deviation_changes_order_idx').on(t.orderId),
    companyPolicy('order_deviation_changes'),
    pgPolicy('order_deviation_changes_supplier', {
      for: 'all',
      to: appUser,
      using: ofVisibleOrder('order_deviation_changes'),
      withCheck: ofVisibleOrder('order_deviation_changes'),
    }),
  ],
).enableRLS()

import { quotationDeviationFields } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { deviationDecisionEnum, deviationStatusEnum } from '../../orders/keys.ts'
import {
  guestWrites,
  quotationInvites,
  quotationItems,
  quotations,
  supplierWrites,
} from '../quotation.table.ts'

export const quotationDeviationFieldEnum = pgEnum('quotation_deviation_field', quotationDeviationFields)

// Spec /quotations/{id}/deviation (decision 0041): a supplier's proposal to change what was asked,
// decided by the buyer as an order's deviation is. company_id is the buyer's; the supplier writes
// through its own invite, an external supplier's guest through the one its link opens.
export const quotationDeviations = pgTable(
  'quotation_deviations',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    // Per invite: 1, 2, 3 … shown as the quotation's number and D1, D2 …
    number: integer('number').notNull(),
    status: deviationStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // A user's name, or the guest's e-mail for a deviation made through a link.
    createdByName: text('created_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('quotation_deviations_number_unique').on(t.inviteId, t.number),
    // One open question at a time per supplier: two pending deviations could change the same value.
    uniqueIndex('quotation_deviations_one_pending').on(t.inviteId).where(sql`${t.status} = 'pending'`),
    index('quotation_deviations_quotation_idx').on(t.quotationId, t.createdAt),
    companyPolicy('quotation_deviations'),
    supplierWrites('quotation_deviations'),
    guestWrites('quotation_deviations'),
  ],
).enableRLS()

// One changed value, with what was asked when the deviation was made and the decision on it.
export const quotationDeviationChanges = pgTable(
  'quotation_deviation_changes',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    deviationId: uuid('deviation_id')
      .notNull()
      .references(() => quotationDeviations.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The article asked for; null for the due date.
    itemId: uuid('item_id').references(() => quotationItems.id, { onDelete: 'cascade' }),
    field: quotationDeviationFieldEnum('field').notNull(),
    originalValue: text('original_value'),
    newValue: text('new_value'),
    dayDifference: integer('day_difference'),
    percentDifference: numeric('percent_difference', { precision: 12, scale: 2 }),
    beyondTolerance: boolean('beyond_tolerance').notNull(),
    decision: deviationDecisionEnum('decision').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
  },
  (t) => [
    uniqueIndex('quotation_deviation_changes_position_unique').on(t.deviationId, t.position),
    index('quotation_deviation_changes_invite_idx').on(t.inviteId),
    companyPolicy('quotation_deviation_changes'),
    supplierWrites('quotation_deviation_changes'),
    guestWrites('quotation_deviation_changes'),
  ],
).enableRLS()

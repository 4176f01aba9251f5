import { quotationDeviationFields } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, id } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { deviationChangeColumns, deviationReportColumns } from '../../orders/keys.ts'
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
    ...deviationReportColumns(),
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
    ...deviationChangeColumns(),
  },
  (t) => [
    uniqueIndex('quotation_deviation_changes_position_unique').on(t.deviationId, t.position),
    index('quotation_deviation_changes_invite_idx').on(t.inviteId),
    companyPolicy('quotation_deviation_changes'),
    supplierWrites('quotation_deviation_changes'),
    guestWrites('quotation_deviation_changes'),
  ],
).enableRLS()

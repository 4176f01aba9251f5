import { discrepancyStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { orderLineKey } from '../orders/keys.ts'
import { bookingDeliveries, bookings } from './booking.table.ts'

// Spec §4 Booking: a new quantity reported on a line or a package of a carried delivery, saved, then
// approved or rejected by the buyer (decision 0061). The expected figure is kept as it was when
// reported, so the history reads the same after the packing list changes.
export const bookingDiscrepancies = pgTable(
  'booking_discrepancies',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingDeliveryId: uuid('booking_delivery_id')
      .notNull()
      .references(() => bookingDeliveries.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(orderLineKey, { onDelete: 'cascade' }),
    packageIndex: integer('package_index'),
    subject: text('subject').notNull(),
    expectedQuantity: numeric('expected_quantity', { precision: 13, scale: 3 }).notNull(),
    reportedQuantity: numeric('reported_quantity', { precision: 13, scale: 3 }).notNull(),
    note: text('note'),
    status: text('status', { enum: discrepancyStatuses }).notNull().default('saved'),
    reporter: text('reporter', { enum: ['buyer', 'guest'] }).notNull(),
    reportedById: uuid('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
    reportedByName: text('reported_by_name').notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('booking_discrepancies_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_discrepancies_one_subject', sql`num_nonnulls(${t.orderLineId}, ${t.packageIndex}) = 1`),
    companyPolicy('booking_discrepancies'),
  ],
).enableRLS()

import { bookingStatuses, freightPayers, incoterms } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { counterTable } from '../../platform/db/counters.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { orderDeliveryKey, orderKey } from '../orders/keys.ts'

// Spec §3 Booking (shipment), decision 0057: the buyer's booking of the transport of deliveries of its
// purchase orders to one supplier. Addresses and warehouses are referenced in the migration (their
// table file's imports would make a cycle, as for the ledger, decision 0051).
// A package as the packing list stores it: the contract's canonical decimals.
export interface StoredPackage {
  package_type: string
  gross_weight: string | null
  net_weight: string | null
  quantity: string
}

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Per company, sequential (booking_counters), e.g. BK-0042.
    number: text('number').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('draft'),
    supplierCompanyId: uuid('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    supplierName: text('supplier_name').notNull(),
    freightPayer: text('freight_payer', { enum: freightPayers }).notNull().default('buyer'),
    shipFromAddressId: uuid('ship_from_address_id'),
    shipToAddressId: uuid('ship_to_address_id'),
    shipToWarehouseId: uuid('ship_to_warehouse_id'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    freightModeId: uuid('freight_mode_id').references(masterDataKey),
    incoterm: text('incoterm', { enum: incoterms }),
    namedPlace: text('named_place'),
    forwarderId: uuid('forwarder_id').references(masterDataKey),
    forwarderReference: text('forwarder_reference'),
    shipmentReference: text('shipment_reference'),
    trackingLink: text('tracking_link'),
    lastMileEta: date('last_mile_eta', { mode: 'string' }),
    cutOffDate: date('cut_off_date', { mode: 'string' }),
    dangerousGoods: boolean('dangerous_goods').notNull().default(false),
    instructions: text('instructions'),
    goodsDescription: text('goods_description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('bookings_company_number_unique').on(t.companyId, t.number),
    index('bookings_company_status_idx').on(t.companyId, t.status),
    check('bookings_one_ship_to', sql`num_nonnulls(${t.shipToAddressId}, ${t.shipToWarehouseId}) <= 1`),
    companyPolicy('bookings'),
  ],
).enableRLS()

// The order deliveries a booking carries. `draft` follows the booking's status, so that one delivery
// is in at most one draft booking whatever the race (spec §4; a partial unique index).
export const bookingDeliveries = pgTable(
  'booking_deliveries',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(orderKey, { onDelete: 'cascade' }),
    orderDeliveryId: uuid('order_delivery_id')
      .notNull()
      .references(orderDeliveryKey, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    draft: boolean('draft').notNull().default(true),
    // Its packing list (spec §3 Package), saved whole with the booking's: a value of the delivery, not
    // rows of their own, so 200 deliveries × 20 packages are 200 row updates, not 4 000 deletes and
    // inserts with their key checks (decision 0057, the ≤ 300 ms save).
    packages: jsonb('packages').$type<StoredPackage[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('booking_deliveries_position_unique').on(t.bookingId, t.position),
    uniqueIndex('booking_deliveries_one_draft').on(t.orderDeliveryId).where(sql`${t.draft}`),
    index('booking_deliveries_delivery_idx').on(t.orderDeliveryId),
    companyPolicy('booking_deliveries'),
  ],
).enableRLS()

// Each change of status (and the creation), read on the booking page.
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    // The clock at the insert, not the transaction's start: one request may write several entries
    // (a shipment is created and its pickup scheduled at once), and the page reads them in order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('booking_history_booking_idx').on(t.bookingId, t.createdAt),
    companyPolicy('booking_history'),
  ],
).enableRLS()

export const bookingCounters = counterTable('booking_counters')

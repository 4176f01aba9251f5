import { salesOrderAcceptStatuses, salesOrderStatuses } from '@scm/contracts'
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'
import { orderKey } from '../orders/keys.ts'

// Spec §3 Sales order. The company sells to the customer (a company it trades with as their supplier);
// the assigned supplier is a company it buys from, who the purchase orders made from it go to.
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    number: text('number').notNull(),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => companies.id),
    postingDate: date('posting_date').notNull(),
    dispatchDate: date('dispatch_date'),
    status: text('status', { enum: salesOrderStatuses }).notNull().default('open'),
    acceptStatus: text('accept_status', { enum: salesOrderAcceptStatuses }).notNull().default('pending'),
    // Set by an import of sales orders from another system (not built yet).
    importDate: date('import_date'),
    currency: text('currency').notNull(),
    notesToSupplier: text('notes_to_supplier'),
    internalInformation: text('internal_information'),
    purchaseInformation: text('purchase_information'),
    assignedSupplierCompanyId: uuid('assigned_supplier_company_id').references(() => companies.id),
    lineCount: integer('line_count').notNull().default(0),
    totalValue: numeric('total_value', { precision: 16, scale: 2 }).notNull().default('0'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedBy: uuid('dispatched_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('sales_orders_company_number_unique').on(t.companyId, t.number),
    index('sales_orders_company_status_idx').on(t.companyId, t.status, t.acceptStatus),
    index('sales_orders_customer_idx').on(t.companyId, t.customerCompanyId),
    companyPolicy('sales_orders'),
  ],
).enableRLS()

// The lines are saved with the header as one list: the header's version covers them.
export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    // References warehouses in the migration: their table file's imports would make an import cycle.
    warehouseId: uuid('warehouse_id').notNull(),
    freeText: text('free_text'),
    // Free text, or the number of the purchase order made for the line (then purchase_order_id is set).
    procurementDocument: text('procurement_document'),
    purchaseOrderId: uuid('purchase_order_id').references(orderKey, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.salesOrderId, t.position),
    companyPolicy('sales_order_lines'),
  ],
).enableRLS()

// The purchase orders made from a sales order (its "related orders").
export const salesOrderPurchaseOrders = pgTable(
  'sales_order_purchase_orders',
  {
    companyId: companyId().references(() => companies.id),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().references(orderKey, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.salesOrderId, t.orderId] }),
    index('sales_order_purchase_orders_order_idx').on(t.orderId),
    companyPolicy('sales_order_purchase_orders'),
  ],
).enableRLS()

// The next sales-order number of each company; the upsert's row lock keeps numbers unique per company.
export const salesOrderCounters = pgTable(
  'sales_order_counters',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    last: integer('last').notNull().default(0),
  },
  () => [companyPolicy('sales_order_counters')],
).enableRLS()

import { productionOrderStatuses } from '@scm/contracts'
import { date, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articleKey } from '../../articles/keys.ts'

export const productionOrderStatusEnum = pgEnum('production_order_status', productionOrderStatuses)

const quantity = (name: string) => numeric(name, { precision: 12, scale: 3 })

// A production order (spec §3): make `planned_quantity` of an article in a warehouse. The warehouse is
// referenced in the migration, as the stock tables do (decision 0051). `sales_order_id` names the sales
// order it was made for; a client cannot set it (the production module cannot check a sales order), only
// the sales module, which offers the production orders of its sales orders on its related tab.
export const productionOrders = pgTable(
  'production_orders',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    number: text('number').notNull(),
    status: productionOrderStatusEnum('status').notNull().default('draft'),
    articleId: uuid('article_id').notNull().references(articleKey),
    warehouseId: uuid('warehouse_id').notNull(),
    plannedQuantity: quantity('planned_quantity').notNull(),
    receivedQuantity: quantity('received_quantity').notNull().default('0'),
    postingDate: date('posting_date').notNull(),
    startDate: date('start_date'),
    dueDate: date('due_date'),
    externalId: text('external_id'),
    salesOrderId: uuid('sales_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('production_orders_company_number_unique').on(t.companyId, t.number),
    index('production_orders_company_status_idx').on(t.companyId, t.status),
    companyPolicy('production_orders'),
  ],
).enableRLS()

// The next order number of each company; the row's lock makes numbers unique and gapless.
export const productionOrderCounters = pgTable(
  'production_order_counters',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [companyPolicy('production_order_counters')],
).enableRLS()

const orderId = () =>
  uuid('production_order_id')
    .notNull()
    .references(() => productionOrders.id, { onDelete: 'cascade' })

// The bill of material as the order copied it: a later change of the article's BoM leaves it alone.
export const productionOrderComponents = pgTable(
  'production_order_components',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    productionOrderId: orderId(),
    position: integer('position').notNull(),
    articleId: uuid('article_id').notNull().references(articleKey),
    quantityPerUnit: numeric('quantity_per_unit', { precision: 13, scale: 4 }).notNull(),
    unit: text('unit'),
  },
  (t) => [
    index('production_order_components_order_idx').on(t.productionOrderId, t.position),
    companyPolicy('production_order_components'),
  ],
).enableRLS()

// A receipt of finished units. `order_version` is the version the receipt was generated at: a repeat
// of the same request finds it and generates none (decision 0054).
export const productionOrderReceipts = pgTable(
  'production_order_receipts',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    productionOrderId: orderId(),
    quantity: quantity('quantity').notNull(),
    orderVersion: integer('order_version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('production_order_receipts_version_unique').on(t.productionOrderId, t.orderVersion),
    companyPolicy('production_order_receipts'),
  ],
).enableRLS()

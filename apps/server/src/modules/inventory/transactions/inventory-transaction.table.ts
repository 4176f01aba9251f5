import { inventoryTransactionStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { counterTable } from '../../../platform/db/counters.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articleKey } from '../../articles/keys.ts'

// A move of stock out of one warehouse (spec §3, §4; decision 0053): into another warehouse of the
// company, or to a destination named in words (samples, scrap), never both. Warehouses are referenced in
// the migration, as the ledger's are (decision 0051: their table file's imports would make a cycle).
export const inventoryTransactions = pgTable(
  'inventory_transactions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Per company, sequential (inventory_transaction_counters), e.g. IT-0042.
    number: text('number').notNull(),
    fromWarehouseId: uuid('from_warehouse_id').notNull(),
    destinationWarehouseId: uuid('destination_warehouse_id'),
    destinationText: text('destination_text'),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status', { enum: inventoryTransactionStatuses }).notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('inventory_transactions_company_number_unique').on(t.companyId, t.number),
    index('inventory_transactions_company_status_idx').on(t.companyId, t.status),
    check(
      'inventory_transactions_one_destination',
      sql`(${t.destinationWarehouseId} is null) <> (${t.destinationText} is null)`,
    ),
    companyPolicy('inventory_transactions'),
  ],
).enableRLS()

// The rows are saved with the header as one document: the header's version covers them.
export const inventoryTransactionRows = pgTable(
  'inventory_transaction_rows',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => inventoryTransactions.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('inventory_transaction_rows_transaction_idx').on(t.transactionId, t.position),
    index('inventory_transaction_rows_article_idx').on(t.articleId),
    check('inventory_transaction_rows_quantity_positive', sql`${t.quantity} > 0`),
    companyPolicy('inventory_transaction_rows'),
  ],
).enableRLS()

// The next transaction number of each company.
export const inventoryTransactionCounters = counterTable('inventory_transaction_counters')

import { stockCountStatuses } from '@scm/contracts'
import { date, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { counterTable } from '../../../platform/db/counters.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articleKey } from '../../articles/keys.ts'

const quantity = (name: string) => numeric(name, { precision: 16, scale: 3 })

// A count of one warehouse (spec §3/§4): started, then completed (its differences posted to the ledger)
// or cancelled. While completing, `job_id` names the job that posts it; the count takes no edit then.
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Per company, sequential (stock_count_counters), e.g. SC-0042: the ledger's label for the count.
    number: text('number').notNull(),
    // References warehouses in the migration, as stock_levels does (an import cycle through the schema).
    warehouseId: uuid('warehouse_id').notNull(),
    status: text('status', { enum: stockCountStatuses }).notNull().default('started'),
    countedOn: date('counted_on').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('stock_counts_company_created_idx').on(t.companyId, t.createdAt),
    index('stock_counts_company_number_idx').on(t.companyId, t.number),
    companyPolicy('stock_counts'),
  ],
).enableRLS()

// One article of the count. `available` is what was on hand when the row joined (for display);
// `counted` is null until counted, and an uncounted row is left alone on completion. What the
// completion posted is the ledger's entry of the count for the article, not a copy here.
export const stockCountRows = pgTable(
  'stock_count_rows',
  {
    countId: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    companyId: companyId().references(() => companies.id),
    articleId: uuid('article_id').notNull().references(articleKey),
    available: quantity('available').notNull().default('0'),
    counted: quantity('counted'),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.articleId] }),
    index('stock_count_rows_article_idx').on(t.articleId),
    companyPolicy('stock_count_rows'),
  ],
).enableRLS()

// The next count number of each company.
export const stockCountCounters = counterTable('stock_count_counters')

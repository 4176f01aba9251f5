import { consumablesPostingStatuses } from '@scm/contracts'
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

// Consumables used up out of one warehouse of the company (spec §4; decision 0056): a draft, then sent,
// when its rows leave the warehouse's stock. The warehouse is referenced in the migration, as the
// ledger's is (decision 0051: the warehouse table file's imports would make a cycle).
export const consumablesPostings = pgTable(
  'consumables_postings',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Per company, sequential (consumables_posting_counters), e.g. CP-0042.
    number: text('number').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    reference: text('reference'),
    note: text('note'),
    status: text('status', { enum: consumablesPostingStatuses }).notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('consumables_postings_company_number_unique').on(t.companyId, t.number),
    index('consumables_postings_company_status_idx').on(t.companyId, t.status),
    companyPolicy('consumables_postings'),
  ],
).enableRLS()

// The rows are saved with the header as one document: the header's version covers them.
export const consumablesPostingRows = pgTable(
  'consumables_posting_rows',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => consumablesPostings.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('consumables_posting_rows_posting_idx').on(t.postingId, t.position),
    index('consumables_posting_rows_article_idx').on(t.articleId),
    check('consumables_posting_rows_quantity_positive', sql`${t.quantity} > 0`),
    companyPolicy('consumables_posting_rows'),
  ],
).enableRLS()

// The next posting number of each company.
export const consumablesPostingCounters = counterTable('consumables_posting_counters')

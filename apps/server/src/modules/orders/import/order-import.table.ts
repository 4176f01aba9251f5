import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'

// An order CSV that passed its check (#5): the stored file, the job importing it, and how far the job
// got, so a retried job carries on after the last order it committed.
export const orderImports = pgTable(
  'order_imports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    jobId: uuid('job_id'),
    // Orders of the file (in file order) the job has finished with, created or skipped.
    processedOrders: integer('processed_orders').notNull().default(0),
    createdNumbers: jsonb('created_numbers').$type<string[]>().notNull().default([]),
    skippedOrders: integer('skipped_orders').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_imports_company_idx').on(t.companyId, t.createdAt), companyPolicy('order_imports')],
).enableRLS()

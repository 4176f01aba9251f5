import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export const articleImportStatusEnum = pgEnum('article_import_status', [
  'uploaded',
  'checked',
  'importing',
  'completed',
  'failed',
])

// An uploaded article file (spec §2.10 Article import): its cells as read, the column mapping the user
// confirmed, and once imported, the job that ran it and what it created and updated.
export const articleImports = pgTable(
  'article_imports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>(),
    status: articleImportStatusEnum('status').notNull().default('uploaded'),
    errorCount: integer('error_count'),
    jobId: uuid('job_id'),
    // Rows the job has finished with, so a retried job carries on where it stopped.
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('article_imports_company_idx').on(t.companyId, t.createdAt),
    companyPolicy('article_imports'),
  ],
).enableRLS()

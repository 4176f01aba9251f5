import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt } from '../db/columns.ts'
import { companyPolicy } from '../db/tenancy.ts'
import { companies } from '../tenancy/company.table.ts'
import { users } from '../tenancy/user.table.ts'

// The table of one kind of file import (each module keeps its own, `order_imports`…): a file that
// passed its check, the job importing it, and how far the job got, so a retried job carries on after
// the last item it committed. `items` names the counted things in the column names.
export function fileImportTable(name: string, items: string) {
  return pgTable(
    name,
    {
      id: id(),
      companyId: companyId().references(() => companies.id),
      userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
      fileName: text('file_name').notNull(),
      fileKey: text('file_key').notNull(),
      jobId: uuid('job_id'),
      // Items of the file (in file order) the job has finished with, created or skipped.
      processed: integer(`processed_${items}`).notNull().default(0),
      createdNumbers: jsonb('created_numbers').$type<string[]>().notNull().default([]),
      skipped: integer(`skipped_${items}`).notNull().default(0),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [index(`${name}_company_idx`).on(t.companyId, t.createdAt), companyPolicy(name)],
  ).enableRLS()
}
export type FileImportTable = ReturnType<typeof fileImportTable>
export type FileImportRow = FileImportTable['$inferSelect']

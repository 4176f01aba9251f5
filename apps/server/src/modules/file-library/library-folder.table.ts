import { sql } from 'drizzle-orm'
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// The folders of a company's file library: flat, names unique whatever their case.
export const libraryFolders = pgTable(
  'library_folders',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('library_folders_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('library_folders'),
  ],
).enableRLS()

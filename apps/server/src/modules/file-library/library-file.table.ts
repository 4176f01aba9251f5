import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { libraryFolders } from './library-folder.table.ts'

// A document of the library. The folder's foreign key refuses deleting a folder that still holds one.
// The two tables reference each other (a document names its current version), so they share a file.
export const libraryFiles = pgTable(
  'library_files',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => libraryFolders.id),
    title: text('title').notNull(),
    description: text('description'),
    // Null only inside the transaction that adds the document and its first version.
    currentVersionId: uuid('current_version_id').references((): AnyPgColumn => libraryFileVersions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('library_files_folder_idx').on(t.folderId), companyPolicy('library_files')],
).enableRLS()

// One uploaded version of a document; its bytes are in the file store under storage_key.
export const libraryFileVersions = pgTable(
  'library_file_versions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => libraryFiles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    unique('library_file_versions_file_number_unique').on(t.fileId, t.number),
    check('library_file_versions_validity', sql`${t.validTo} >= ${t.validFrom}`),
    companyPolicy('library_file_versions'),
  ],
).enableRLS()

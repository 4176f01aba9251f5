import { type SQL, sql } from 'drizzle-orm'
import { bigint, index, pgPolicy, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../db/columns.ts'
import { appUser, companyPolicy } from '../db/tenancy.ts'
import { companies } from '../tenancy/company.table.ts'
import { users } from '../tenancy/user.table.ts'

// A file attached to a record of some module (a supplier certificate, later an order …). The row
// belongs to the company that uploaded it; the bytes are in the file store under storage_key.
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // The attachment type of the owning module (its contract's attachmentType) and the record's id.
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_entity_idx').on(t.entityType, t.entityId), companyPolicy('attachments')],
).enableRLS()

// A module whose records are shared with a counterparty lets it read the attachments of the records it
// can see, for its own type only: `visible` is a condition on attachments.entity_id (typically an
// exists over the module's table, whose own policy decides what the acting company sees). Export the
// policy from the module's table file; `npm run db:generate` adds it to the attachments table.
export function sharedAttachmentsPolicy(type: string, visible: SQL) {
  return pgPolicy(`attachments_${type.replaceAll('-', '_')}_shared`, {
    for: 'select',
    to: appUser,
    using: sql`entity_type = ${sql.raw(`'${type}'`)} and ${visible}`,
  }).link(attachments)
}

import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { guestWrites, quotationCriteria, quotationInvites, supplierWrites } from '../quotation.table.ts'

// A file a supplier uploaded to answer a file criterion (decision 0042). Like the answers, the row is
// the buyer's (company_id) and written through the supplier's own invite; an answer names it by its id
// as its value, and a file no answer names any more is removed with its bytes.
export const quotationAnswerFiles = pgTable(
  'quotation_answer_files',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => quotationInvites.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => quotationCriteria.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotation_answer_files_invite_idx').on(t.inviteId, t.criterionId),
    companyPolicy('quotation_answer_files'),
    supplierWrites('quotation_answer_files'),
    guestWrites('quotation_answer_files'),
  ],
).enableRLS()

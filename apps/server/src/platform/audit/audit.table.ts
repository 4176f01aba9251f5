import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../db/columns.ts'
import { companyPolicy } from '../db/tenancy.ts'
import { companies } from '../tenancy/company.table.ts'
import { users } from '../tenancy/user.table.ts'

// Every change to master data and agreements, with the record before and after (/admin/audits).
export const audits = pgTable(
  'audits',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audits_company_created_idx').on(t.companyId, sql`${t.createdAt} desc`),
    index('audits_entity_idx').on(t.companyId, t.entityType, t.entityId),
    companyPolicy('audits'),
  ],
).enableRLS()

import { sql } from 'drizzle-orm'
import { index, jsonb, pgPolicy, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../db/columns.ts'
import { appUser, companyPolicy } from '../db/tenancy.ts'
import { companies } from '../tenancy/company.table.ts'
import { users } from '../tenancy/user.table.ts'

// Every change to master data and agreements, with the record before and after (/admin/audits).
export const audits = pgTable(
  'audits',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Who acted when no user did: a guest, by the address its link went to (decision 0049).
    actorName: text('actor_name'),
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
    // A guest who acts for no company (decision 0039) leaves its change in the issuer's trail: it may
    // add entries about its one document, and read none.
    pgPolicy('audits_guest_insert', {
      for: 'insert',
      to: appUser,
      withCheck: sql`entity_id = (select app_guest_document())`,
    }),
  ],
).enableRLS()

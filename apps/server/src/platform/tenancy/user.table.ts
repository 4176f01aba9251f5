import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../db/columns.ts'
import { companyPolicy } from '../db/tenancy.ts'
import { companies, localeEnum } from './company.table.ts'

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    pendingEmail: text('pending_email'),
    locale: localeEnum('locale').notNull().default('sv'),
    sessionTime: integer('session_time').notNull().default(60),
    // Null until the invitee sets one: an invited user cannot sign in yet.
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    companyPolicy('users'),
  ],
).enableRLS()

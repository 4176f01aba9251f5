import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

// 'user' joins the inviting company (/invite/{hash}); 'company' signs up a new company (/sign-up/{hash}).
export const inviteKindEnum = pgEnum('invite_kind', ['user', 'company'])

export const invites = pgTable(
  'invites',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    kind: inviteKindEnum('kind').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_company_idx').on(t.companyId),
    index('invites_user_idx').on(t.userId),
    companyPolicy('invites'),
  ],
).enableRLS()

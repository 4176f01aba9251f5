import { sql } from 'drizzle-orm'
import { index, pgEnum, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../db/columns.ts'
import { appUser } from '../db/tenancy.ts'

export const mailKindEnum = pgEnum('mail_kind', [
  'user-invite',
  'company-invite',
  'password-reset',
  'email-verification',
  'demo-request',
  'notification',
  'guest-link',
])
export const mailStatusEnum = pgEnum('mail_status', ['queued', 'sent', 'logged', 'failed'])

// The stored mail log (ARCHITECTURE rule 9). Mail not caused by a company has no company_id.
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    companyId: uuid('company_id'),
    kind: mailKindEnum('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: mailStatusEnum('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_company_idx').on(t.companyId, t.createdAt),
    pgPolicy('outbox_company', {
      for: 'all',
      to: appUser,
      using: sql`company_id = (select app_company_id())`,
      withCheck: sql`company_id = (select app_company_id())`,
    }),
  ],
).enableRLS()

import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../platform/db/columns.ts'

// Kept in the database so the limit holds across server instances.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
).enableRLS()

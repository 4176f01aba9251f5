import { notificationTypes } from '@scm/contracts'
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export const notificationTypeEnum = pgEnum('notification_type', notificationTypes)

// One row per recipient. The message is kept as a catalogue key with its parameters, so each reader
// sees it in their own language, not in the sender's.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    linkTextKey: text('link_text_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id), companyPolicy('notifications')],
).enableRLS()

// The user's choice per notification type and channel; absent until first saved (defaults apply).
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId().references(() => companies.id),
    preferences: jsonb('preferences').notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [companyPolicy('notification_settings')],
).enableRLS()

// Browsers that accepted Web Push for a user.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint),
    companyPolicy('push_subscriptions'),
  ],
).enableRLS()

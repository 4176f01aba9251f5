import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../platform/db/columns.ts'

// Requests from the public site; no company owns them and no policy exposes them.
export const demoRequests = pgTable('demo_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  message: text('message'),
  ip: text('ip'),
  createdAt: createdAt(),
}).enableRLS()

import { sql } from 'drizzle-orm'
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core'

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)
export const companyId = () => uuid('company_id').notNull()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
// Optimistic concurrency: every update checks and bumps it (ARCHITECTURE rule 5).
export const version = () => integer('version').notNull().default(0)

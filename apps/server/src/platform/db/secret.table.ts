import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// Server secrets shared by every instance on the same database (the token signing key, the real-time
// Redis key prefix).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
}).enableRLS()

import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../db/columns.ts'
import { companyPolicy } from '../db/tenancy.ts'
import { companies } from './company.table.ts'
import { users } from './user.table.ts'

// Which roles a company has and who holds them is the tenancy's, like its users: every permission check
// reads them (platform/auth/principal.ts). The roles and users modules own the screens that edit them.
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    roleType: integer('role_type').notNull().default(1),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('roles_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('roles'),
  ],
).enableRLS()

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_role_idx').on(t.roleId),
    companyPolicy('user_roles'),
  ],
).enableRLS()

import { sql } from 'drizzle-orm'
import { boolean, date, integer, pgPolicy, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { buyingEntityKey } from '../company-settings/keys.ts'
import { masterDataKey } from '../master-data/keys.ts'

// The project header (spec §3 Project) with its people (decision 0046). Warehouses, addresses, quotations
// and the project's articles link to it.
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    seasonId: uuid('season_id').references(masterDataKey),
    year: integer('year'),
    buyingEntityId: uuid('buying_entity_id').references(buyingEntityKey),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    // Users of the company, checked on write; users are deactivated, never deleted, so no id dangles.
    managerIds: uuid('manager_ids').array().notNull().default(sql`'{}'::uuid[]`),
    memberIds: uuid('member_ids').array().notNull().default(sql`'{}'::uuid[]`),
    purchaserId: uuid('purchaser_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('projects_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    companyPolicy('projects'),
    // The guest of one task (decision 0049) reads the project the task is in, for its name.
    pgPolicy('projects_task_guest', {
      for: 'select',
      to: appUser,
      using: sql.raw(
        'exists (select 1 from project_tasks t where t.id = (select app_guest_document()) and t.project_id = projects.id)',
      ),
    }),
  ],
).enableRLS()

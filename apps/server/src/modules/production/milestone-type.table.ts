import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

export const milestoneTypes = pgTable(
  'milestone_types',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('milestone_types_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('milestone_types'),
  ],
).enableRLS()

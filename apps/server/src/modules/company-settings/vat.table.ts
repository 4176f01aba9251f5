import { sql } from 'drizzle-orm'
import { boolean, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

export const vats = pgTable(
  'vats',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    value: numeric('value', { precision: 5, scale: 2 }).notNull(),
    code: text('code'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('vats_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('vats'),
  ],
).enableRLS()

import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    creditDays: integer('credit_days').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('payment_terms_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('payment_terms_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    companyPolicy('payment_terms'),
  ],
).enableRLS()

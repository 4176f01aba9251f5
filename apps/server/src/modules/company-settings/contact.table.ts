import { boolean, pgTable, text } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// A contact person of the company (spec §3): named on addresses and deliveries, not a user account.
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['sv', 'en'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [companyPolicy('contacts')],
).enableRLS()

import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

export const buyingEntities = pgTable(
  'buying_entities',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    orgNumber: text('org_number'),
    internalId: text('internal_id'),
    remarks: text('remarks'),
    integrationOrder: integer('integration_order'),
    buyerOnOrder: boolean('buyer_on_order').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('buying_entities_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('buying_entities'),
  ],
).enableRLS()

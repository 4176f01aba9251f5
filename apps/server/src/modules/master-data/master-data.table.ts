import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// The name-only company lists (seasons, colours, units …), told apart by kind. Other tables reference
// items by id; the foreign key refuses deleting an item in use, so it is deactivated instead.
export const masterData = pgTable(
  'master_data',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    kind: text('kind').notNull(),
    code: text('code'),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('master_data_name_unique').on(t.companyId, t.kind, sql`lower(${t.name})`),
    uniqueIndex('master_data_code_unique')
      .on(t.companyId, t.kind, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
    index('master_data_kind_idx').on(t.companyId, t.kind, t.active),
    companyPolicy('master_data'),
  ],
).enableRLS()

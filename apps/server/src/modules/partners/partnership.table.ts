import { sql } from 'drizzle-orm'
import { index, pgPolicy, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../platform/db/columns.ts'
import { appUser } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// A client company buys from a supplier company. Both parties see the link; the agreement terms
// (internal id, credit rating, status …) are added with trading partners.
export const partnerships = pgTable(
  'partnerships',
  {
    id: id(),
    clientCompanyId: uuid('client_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: uuid('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partnerships_pair_unique').on(t.clientCompanyId, t.supplierCompanyId),
    index('partnerships_supplier_idx').on(t.supplierCompanyId),
    pgPolicy('partnerships_parties', {
      for: 'all',
      to: appUser,
      using: sql`(select app_company_id()) in (client_company_id, supplier_company_id)`,
      withCheck: sql`(select app_company_id()) in (client_company_id, supplier_company_id)`,
    }),
  ],
).enableRLS()

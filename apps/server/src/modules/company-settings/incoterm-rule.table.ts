import { freightPayers } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { agreementKey } from '../partners/keys.ts'
import { addresses } from './address.table.ts'

// Which incoterm applies to goods from a supplier and/or a ship-from address, and who pays the freight.
export const incotermRules = pgTable(
  'incoterm_rules',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    supplierId: uuid('supplier_id').references(agreementKey),
    shipFromAddressId: uuid('ship_from_address_id').references(() => addresses.id),
    incoterm: text('incoterm').notNull(),
    freightPayer: text('freight_payer', { enum: freightPayers }).notNull(),
    namedPlace: text('named_place'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // One rule per supplier and ship-from; an empty one matches any, and counts as equal here.
    unique('incoterm_rules_supplier_ship_from_unique')
      .on(t.companyId, t.supplierId, t.shipFromAddressId)
      .nullsNotDistinct(),
    uniqueIndex('incoterm_rules_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    companyPolicy('incoterm_rules'),
  ],
).enableRLS()

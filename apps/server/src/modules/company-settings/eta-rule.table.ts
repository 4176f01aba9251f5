import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { addresses, warehouses } from './address.table.ts'

export const etaRules = pgTable(
  'eta_rules',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shipFromAddressId: uuid('ship_from_address_id').references(() => addresses.id),
    shipToAddressId: uuid('ship_to_address_id').references(() => addresses.id),
    shipToWarehouseId: uuid('ship_to_warehouse_id').references(() => warehouses.id),
    incoterm: text('incoterm'),
    freightModeId: uuid('freight_mode_id').references(masterDataKey),
    leadTimeDays: integer('lead_time_days').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('eta_rules_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    companyPolicy('eta_rules'),
  ],
).enableRLS()

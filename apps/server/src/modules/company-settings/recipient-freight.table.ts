import { sql } from 'drizzle-orm'
import { check, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { addresses, warehouses } from './address.table.ts'

// Which freight mode serves a ship-to (an address or a warehouse of the company) and how long it takes.
export const recipientFreight = pgTable(
  'recipient_freight',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shipToAddressId: uuid('ship_to_address_id').references(() => addresses.id),
    shipToWarehouseId: uuid('ship_to_warehouse_id').references(() => warehouses.id),
    freightModeId: uuid('freight_mode_id').notNull().references(masterDataKey),
    leadTimeDays: integer('lead_time_days').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // One row per ship-to and freight mode; the empty one of address/warehouse counts as equal.
    unique('recipient_freight_ship_to_mode_unique')
      .on(t.companyId, t.shipToAddressId, t.shipToWarehouseId, t.freightModeId)
      .nullsNotDistinct(),
    check(
      'recipient_freight_one_ship_to',
      sql`num_nonnulls(${t.shipToAddressId}, ${t.shipToWarehouseId}) = 1`,
    ),
    companyPolicy('recipient_freight'),
  ],
).enableRLS()

import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { masterDataName } from '../master-data/index.ts'
import { addresses, warehouses } from './address.table.ts'
import { recipientFreight } from './recipient-freight.table.ts'

export type RecipientFreightRow = typeof recipientFreight.$inferSelect

// The ship-to's name as the selects show it: the warehouse's name, else the address's label and city.
const shipToName = sql<string>`coalesce(
  (select ${warehouses.name} from ${warehouses} where ${warehouses.id} = ${recipientFreight.shipToWarehouseId}),
  (select ${addresses.label} || ', ' || ${addresses.city} from ${addresses}
    where ${addresses.id} = ${recipientFreight.shipToAddressId}))`
const freightModeName = masterDataName(recipientFreight.freightModeId)

// The recipient freight rows as the company list (platform/db/company-list.ts) reads, sorts, searches
// and filters them: by the ship-to's and the freight mode's names.
export const recipientFreightList = {
  table: recipientFreight,
  sortable: {
    lead_time_days: recipientFreight.leadTimeDays,
    ship_to: sql`lower(${shipToName})`,
    freight_mode: sql`lower(${freightModeName})`,
  },
  defaultSort: [sql`lower(${shipToName})`, sql`lower(${freightModeName})`],
  search: [shipToName, freightModeName],
  filters: (filter: Record<string, string>) => [
    filter.freight_mode_id ? eq(recipientFreight.freightModeId, filter.freight_mode_id) : undefined,
    filter.ship_to_address_id ? eq(recipientFreight.shipToAddressId, filter.ship_to_address_id) : undefined,
    filter.ship_to_warehouse_id
      ? eq(recipientFreight.shipToWarehouseId, filter.ship_to_warehouse_id)
      : undefined,
  ],
}

export function listRecipientFreight(tx: Tx, companyId: string): Promise<RecipientFreightRow[]> {
  return tx.select().from(recipientFreight).where(eq(recipientFreight.companyId, companyId))
}

import type { RecipientFreight, recipientFreightEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { type RecipientFreightRow, recipientFreightList } from './recipient-freight.queries.ts'
import { assertSettingsReference } from './settings-lookup.ts'

const toRecipientFreight = (row: RecipientFreightRow): RecipientFreight => ({
  id: row.id,
  ship_to_address_id: row.shipToAddressId,
  ship_to_warehouse_id: row.shipToWarehouseId,
  freight_mode_id: row.freightModeId,
  lead_time_days: row.leadTimeDays,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...recipientFreightList,
  entityType: 'recipient-freight',
  toDto: toRecipientFreight,
  unique: {
    constraint: 'recipient_freight_ship_to_mode_unique',
    field: 'freight_mode_id',
    code: 'companySettings.freightTaken',
  },
})

type Body = Parameters<CrudService<typeof recipientFreightEndpoints>['create']>[1]

async function checkLinks(ctx: RequestContext, body: Body, current?: RecipientFreight) {
  await assertSettingsReference(
    ctx,
    'address',
    body.ship_to_address_id,
    'ship_to_address_id',
    current?.ship_to_address_id,
  )
  await assertSettingsReference(
    ctx,
    'warehouse',
    body.ship_to_warehouse_id,
    'ship_to_warehouse_id',
    current?.ship_to_warehouse_id,
  )
  await assertMasterDataReference(
    ctx,
    'freight-modes',
    body.freight_mode_id,
    'freight_mode_id',
    current?.freight_mode_id,
  )
}

const values = (body: Body) => ({
  shipToAddressId: body.ship_to_address_id,
  shipToWarehouseId: body.ship_to_warehouse_id,
  freightModeId: body.freight_mode_id,
  leadTimeDays: body.lead_time_days,
})

// A second row for the same ship-to and freight mode is the user's mistake: the unique index answers 422.
export const recipientFreightService: CrudService<typeof recipientFreightEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    return list.create(ctx, values(body))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    await checkLinks(ctx, body, current)
    return list.update(ctx, id, body.version, values(body))
  },
  remove: list.remove,
}

import type { EtaRule, etaRuleEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { type EtaRuleRow, etaRuleList } from './eta-rule.queries.ts'
import { assertSettingsReference } from './settings-lookup.ts'

const toEtaRule = (row: EtaRuleRow): EtaRule => ({
  id: row.id,
  ship_from_address_id: row.shipFromAddressId,
  ship_to_address_id: row.shipToAddressId,
  ship_to_warehouse_id: row.shipToWarehouseId,
  incoterm: row.incoterm as EtaRule['incoterm'],
  freight_mode_id: row.freightModeId,
  lead_time_days: row.leadTimeDays,
  is_default: row.isDefault,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...etaRuleList,
  entityType: 'eta-rule',
  toDto: toEtaRule,
})

type Body = Parameters<CrudService<typeof etaRuleEndpoints>['create']>[1]

async function checkLinks(ctx: RequestContext, body: Body, current?: EtaRule) {
  await assertSettingsReference(
    ctx,
    'address',
    body.ship_from_address_id,
    'ship_from_address_id',
    current?.ship_from_address_id,
  )
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
  shipFromAddressId: body.ship_from_address_id,
  shipToAddressId: body.ship_to_address_id,
  shipToWarehouseId: body.ship_to_warehouse_id,
  incoterm: body.incoterm,
  freightModeId: body.freight_mode_id,
  leadTimeDays: body.lead_time_days,
  isDefault: body.is_default,
})

// One default rule at most: it answers for routes no other rule matches.
export const etaRuleService: CrudService<typeof etaRuleEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    if (body.is_default) await list.clearOtherDefaults(ctx, null)
    return list.create(ctx, values(body))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    await checkLinks(ctx, body, current)
    if (body.is_default) await list.clearOtherDefaults(ctx, id)
    return list.update(ctx, id, body.version, values(body))
  },
  remove: list.remove,
}

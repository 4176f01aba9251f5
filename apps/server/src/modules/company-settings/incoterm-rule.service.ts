import type { IncotermRule, incotermRuleEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertSupplierAgreement } from '../partners/index.ts'
import { type IncotermRuleRow, incotermRuleList } from './incoterm-rule.queries.ts'
import { assertSettingsReference } from './settings-lookup.ts'

const toIncotermRule = (row: IncotermRuleRow): IncotermRule => ({
  id: row.id,
  supplier_id: row.supplierId,
  ship_from_address_id: row.shipFromAddressId,
  incoterm: row.incoterm as IncotermRule['incoterm'],
  freight_payer: row.freightPayer,
  named_place: row.namedPlace,
  is_default: row.isDefault,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...incotermRuleList,
  entityType: 'incoterm-rule',
  toDto: toIncotermRule,
  unique: {
    constraint: 'incoterm_rules_supplier_ship_from_unique',
    field: 'supplier_id',
    code: 'companySettings.incotermRuleTaken',
  },
})

type Body = Parameters<CrudService<typeof incotermRuleEndpoints>['create']>[1]

async function checkLinks(ctx: RequestContext, body: Body, current?: IncotermRule) {
  await assertSupplierAgreement(ctx, body.supplier_id, 'supplier_id', current?.supplier_id)
  await assertSettingsReference(
    ctx,
    'address',
    body.ship_from_address_id,
    'ship_from_address_id',
    current?.ship_from_address_id,
  )
}

const values = (body: Body) => ({
  supplierId: body.supplier_id,
  shipFromAddressId: body.ship_from_address_id,
  incoterm: body.incoterm,
  freightPayer: body.freight_payer,
  namedPlace: body.named_place,
  isDefault: body.is_default,
})

// One default rule at most: it answers for goods no other rule matches.
export const incotermRuleService: CrudService<typeof incotermRuleEndpoints> = {
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

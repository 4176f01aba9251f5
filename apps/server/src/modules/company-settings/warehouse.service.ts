import type { Warehouse, warehouseEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { assertProjectReference } from '../projects/index.ts'
import { assertSettingsReference } from './settings-lookup.ts'
import { findWarehouseParentId, type WarehouseRow, warehouseList } from './warehouse.queries.ts'

const toWarehouse = (row: WarehouseRow): Warehouse => ({
  id: row.id,
  code: row.code,
  name: row.name,
  address_id: row.addressId,
  buying_entity_id: row.buyingEntityId,
  cost_centre_id: row.costCentreId,
  project_id: row.projectId,
  handling_days: row.handlingDays,
  parent_id: row.parentId,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...warehouseList,
  entityType: 'warehouse',
  param: 'warehouses',
  toDto: toWarehouse,
  unique: { constraint: 'warehouses_company_code_unique', field: 'code', code: 'companySettings.codeTaken' },
})

type Body = Parameters<CrudService<typeof warehouseEndpoints>['create']>[1]

// The parent chain of the new parent must not lead back to this warehouse.
async function assertNoCycle(ctx: RequestContext, id: string, parentId: string | null) {
  let next = parentId
  for (let depth = 0; next && depth < 100; depth++) {
    if (next === id) throw invalidField('parent_id', 'companySettings.parentCycle')
    next = await findWarehouseParentId(ctx.tx, ctx.companyId, next)
  }
}

async function checkLinks(ctx: RequestContext, body: Body, current?: Warehouse) {
  await assertSettingsReference(ctx, 'address', body.address_id, 'address_id', current?.address_id)
  await assertSettingsReference(
    ctx,
    'buying-entity',
    body.buying_entity_id,
    'buying_entity_id',
    current?.buying_entity_id,
  )
  await assertMasterDataReference(
    ctx,
    'cost-centres',
    body.cost_centre_id,
    'cost_centre_id',
    current?.cost_centre_id,
  )
  await assertProjectReference(ctx, body.project_id, 'project_id', current?.project_id)
  await assertSettingsReference(ctx, 'warehouse', body.parent_id, 'parent_id', current?.parent_id)
}

const values = (body: Body) => ({
  code: body.code,
  name: body.name,
  addressId: body.address_id,
  buyingEntityId: body.buying_entity_id,
  costCentreId: body.cost_centre_id,
  projectId: body.project_id,
  handlingDays: body.handling_days,
  parentId: body.parent_id,
  active: body.active,
})

export const warehouseService: CrudService<typeof warehouseEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    return list.create(ctx, values(body))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    await checkLinks(ctx, body, current)
    await assertNoCycle(ctx, id, body.parent_id)
    return list.update(ctx, id, body.version, values(body))
  },
  remove: list.remove,
}

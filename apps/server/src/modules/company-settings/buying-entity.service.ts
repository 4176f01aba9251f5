import type { BuyingEntity, buyingEntityEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type BuyingEntityRow, buyingEntityList } from './buying-entity.queries.ts'

const toBuyingEntity = (row: BuyingEntityRow): BuyingEntity => ({
  id: row.id,
  name: row.name,
  org_number: row.orgNumber,
  internal_id: row.internalId,
  remarks: row.remarks,
  integration_order: row.integrationOrder,
  buyer_on_order: row.buyerOnOrder,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...buyingEntityList,
  entityType: 'buying-entity',
  param: 'buying-entities',
  toDto: toBuyingEntity,
  unique: {
    constraint: 'buying_entities_company_name_unique',
    field: 'name',
    code: 'companySettings.nameTaken',
  },
})

type Body = Parameters<CrudService<typeof buyingEntityEndpoints>['create']>[1]
const values = (body: Body) => ({
  name: body.name,
  orgNumber: body.org_number,
  internalId: body.internal_id,
  remarks: body.remarks,
  integrationOrder: body.integration_order,
  buyerOnOrder: body.buyer_on_order,
  active: body.active,
})

export const buyingEntityService: CrudService<typeof buyingEntityEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}

import type { BuyingEntity, buyingEntityEndpoints } from '@scm/contracts'
import { eq, sql } from 'drizzle-orm'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { buyingEntities } from './buying-entity.table.ts'

const toBuyingEntity = (row: typeof buyingEntities.$inferSelect): BuyingEntity => ({
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
  table: buyingEntities,
  entityType: 'buying-entity',
  param: 'buying-entities',
  toDto: toBuyingEntity,
  sortable: {
    name: sql`lower(${buyingEntities.name})`,
    internal_id: buyingEntities.internalId,
    integration_order: buyingEntities.integrationOrder,
  },
  defaultSort: [sql`lower(${buyingEntities.name})`],
  search: [buyingEntities.name, buyingEntities.orgNumber, buyingEntities.internalId],
  filters: (filter) => [filter.active ? eq(buyingEntities.active, filter.active === 'true') : undefined],
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

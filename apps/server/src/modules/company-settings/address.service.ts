import type { Address, addressEndpoints, UpdateAddressBody } from '@scm/contracts'
import type { z } from 'zod'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { assertSupplierAgreement } from '../partners/index.ts'
import { assertProjectReference } from '../projects/index.ts'
import { type AddressRow, addressesOfType, addressList } from './address.queries.ts'
import { assertSettingsReference } from './settings-lookup.ts'

type Body = z.output<typeof UpdateAddressBody>
type NewBody = Omit<Body, 'version'>

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  type: row.type,
  line1: row.line1,
  line2: row.line2,
  zip: row.zip,
  city: row.city,
  country: row.country,
  notes: row.notes,
  code: row.code,
  supplier_id: row.supplierId,
  buying_entity_id: row.buyingEntityId,
  project_id: row.projectId,
  cost_centre_id: row.costCentreId,
  warehouse_id: row.warehouseId,
  contact_id: row.contactId,
  is_default: row.isDefault,
  auto_populate_ship_from: row.autoPopulateShipFrom,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...addressList,
  entityType: 'address',
  param: 'addresses',
  toDto: toAddress,
})

async function checkLinks(ctx: RequestContext, body: NewBody, current?: Address) {
  await assertSupplierAgreement(ctx, body.supplier_id, 'supplier_id', current?.supplier_id)
  await assertProjectReference(ctx, body.project_id, 'project_id', current?.project_id)
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
  await assertSettingsReference(ctx, 'warehouse', body.warehouse_id, 'warehouse_id', current?.warehouse_id)
  await assertSettingsReference(ctx, 'contact', body.contact_id, 'contact_id', current?.contact_id)
}

const values = (body: NewBody) => ({
  label: body.label,
  type: body.type,
  line1: body.line1,
  line2: body.line2,
  zip: body.zip,
  city: body.city,
  country: body.country,
  notes: body.notes,
  code: body.code,
  supplierId: body.supplier_id,
  buyingEntityId: body.buying_entity_id,
  projectId: body.project_id,
  costCentreId: body.cost_centre_id,
  warehouseId: body.warehouse_id,
  contactId: body.contact_id,
  isDefault: body.is_default,
  autoPopulateShipFrom: body.auto_populate_ship_from,
  active: body.active,
})

// One default address per type: making this one the default takes the flag from the other.
export const addressService: CrudService<typeof addressEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    if (body.is_default) await list.clearOtherDefaults(ctx, null, addressesOfType(body.type))
    return list.create(ctx, values(body))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    await checkLinks(ctx, body, current)
    if (body.is_default) await list.clearOtherDefaults(ctx, id, addressesOfType(body.type))
    return list.update(ctx, id, body.version, values(body))
  },
  remove: list.remove,
}

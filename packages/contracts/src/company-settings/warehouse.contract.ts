import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const Warehouse = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  address_id: Id.nullable(),
  buying_entity_id: Id.nullable(),
  cost_centre_id: Id.nullable(),
  project_id: Id.nullable(),
  handling_days: z.number().int(),
  parent_id: Id.nullable(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Warehouse = z.infer<typeof Warehouse>

export const WarehouseBody = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9._-]*$/),
  name: z.string().trim().min(1).max(120),
  address_id: optionalId,
  buying_entity_id: optionalId,
  cost_centre_id: optionalId,
  project_id: optionalId,
  handling_days: z.number().int().min(0).max(365).default(0),
  parent_id: optionalId,
  active: z.boolean().default(true),
})
export type WarehouseBody = z.input<typeof WarehouseBody>
export const UpdateWarehouseBody = WarehouseBody.extend({ version: Version })
export type UpdateWarehouseBody = z.input<typeof UpdateWarehouseBody>

export const WarehouseListQuery = listQuery(['code', 'name', 'handling_days'], {
  active: ActiveFilter,
  project_id: Id,
})

export const warehouseEndpoints = crudEndpoints('/warehouses', adminPermission('warehouses'), {
  item: Warehouse,
  query: WarehouseListQuery,
  body: WarehouseBody,
  update: UpdateWarehouseBody,
})

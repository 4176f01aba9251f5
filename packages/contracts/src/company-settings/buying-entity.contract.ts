import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// A legal entity of the company that buys (spec §3 Buying entity): orders name one.
export const BuyingEntity = z.object({
  id: Id,
  name: z.string(),
  org_number: z.string().nullable(),
  internal_id: z.string().nullable(),
  remarks: z.string().nullable(),
  integration_order: z.number().int().nullable(),
  buyer_on_order: z.boolean(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type BuyingEntity = z.infer<typeof BuyingEntity>

export const BuyingEntityBody = z.strictObject({
  name: z.string().trim().min(1).max(160),
  org_number: optionalText(40),
  internal_id: optionalText(40),
  remarks: optionalText(1000),
  integration_order: z.number().int().min(0).max(1_000_000).nullable().default(null),
  buyer_on_order: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type BuyingEntityBody = z.input<typeof BuyingEntityBody>
export const UpdateBuyingEntityBody = BuyingEntityBody.extend({ version: Version })
export type UpdateBuyingEntityBody = z.input<typeof UpdateBuyingEntityBody>

export const BuyingEntityListQuery = listQuery(['name', 'internal_id', 'integration_order'], {
  active: ActiveFilter,
})

export const buyingEntityEndpoints = crudEndpoints('/buying-entities', adminPermission('buying-entities'), {
  item: BuyingEntity,
  query: BuyingEntityListQuery,
  body: BuyingEntityBody,
  update: UpdateBuyingEntityBody,
})

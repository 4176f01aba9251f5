import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// Which freight mode a ship-to (one of the company's addresses or warehouses) is served by, and how long
// that takes (spec §3 company setting lists "recipient freight"; §5: ETD/ETA depend on it). One row per
// ship-to and freight mode; proposeShipmentDates reads it before the ETA rules.
export const RecipientFreight = z.object({
  id: Id,
  ship_to_address_id: Id.nullable(),
  ship_to_warehouse_id: Id.nullable(),
  freight_mode_id: Id,
  lead_time_days: z.number().int(),
  updated_at: Timestamp,
  version: Version,
})
export type RecipientFreight = z.infer<typeof RecipientFreight>

// A cleared select sends null: that is a missing value ("required"), not a value of the wrong type.
const requiredId = z.preprocess((value) => value ?? undefined, Id)

export const RecipientFreightBody = z
  .strictObject({
    ship_to_address_id: optionalId,
    ship_to_warehouse_id: optionalId,
    freight_mode_id: requiredId,
    lead_time_days: z.number().int().min(0).max(730),
  })
  .superRefine((body, ctx) => {
    // The ship-to is an address or a warehouse: exactly one of them.
    if (body.ship_to_address_id && body.ship_to_warehouse_id)
      ctx.addIssue({
        code: 'custom',
        path: ['ship_to_warehouse_id'],
        message: 'companySettings.oneDestination',
      })
    if (!body.ship_to_address_id && !body.ship_to_warehouse_id)
      ctx.addIssue({
        code: 'custom',
        path: ['ship_to_address_id'],
        message: 'companySettings.shipToRequired',
      })
  })
export type RecipientFreightBody = z.input<typeof RecipientFreightBody>
export const UpdateRecipientFreightBody = RecipientFreightBody.safeExtend({ version: Version })
export type UpdateRecipientFreightBody = z.input<typeof UpdateRecipientFreightBody>

export const RecipientFreightListQuery = listQuery(['lead_time_days', 'ship_to', 'freight_mode'], {
  freight_mode_id: Id,
  ship_to_address_id: Id,
  ship_to_warehouse_id: Id,
})

export const recipientFreightEndpoints = crudEndpoints(
  '/recipient-freight',
  adminPermission('recipient-freight'),
  {
    item: RecipientFreight,
    query: RecipientFreightListQuery,
    body: RecipientFreightBody,
    update: UpdateRecipientFreightBody,
  },
)

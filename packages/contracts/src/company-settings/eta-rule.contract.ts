import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'
import { Incoterm } from '../master-data/trade-terms.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// How long goods take from a ship-from address to a destination (spec §3 ETA rule). An empty field
// matches anything; pickEtaRule chooses among the rules.
export const EtaRule = z.object({
  id: Id,
  ship_from_address_id: Id.nullable(),
  ship_to_address_id: Id.nullable(),
  ship_to_warehouse_id: Id.nullable(),
  incoterm: Incoterm.nullable(),
  freight_mode_id: Id.nullable(),
  lead_time_days: z.number().int(),
  is_default: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type EtaRule = z.infer<typeof EtaRule>

export const EtaRuleBody = z
  .strictObject({
    ship_from_address_id: optionalId,
    ship_to_address_id: optionalId,
    ship_to_warehouse_id: optionalId,
    incoterm: Incoterm.nullable().default(null),
    freight_mode_id: optionalId,
    lead_time_days: z.number().int().min(0).max(730),
    is_default: z.boolean().default(false),
  })
  // The destination is an address or a warehouse, not both.
  .refine((body) => !(body.ship_to_address_id && body.ship_to_warehouse_id), {
    path: ['ship_to_warehouse_id'],
    message: 'companySettings.oneDestination',
  })
export type EtaRuleBody = z.input<typeof EtaRuleBody>
export const UpdateEtaRuleBody = EtaRuleBody.safeExtend({ version: Version })
export type UpdateEtaRuleBody = z.input<typeof UpdateEtaRuleBody>

export const EtaRuleListQuery = listQuery(['lead_time_days', 'incoterm'], { incoterm: Incoterm })

export const etaRuleEndpoints = crudEndpoints('/eta-rules', adminPermission('eta-rules'), {
  item: EtaRule,
  query: EtaRuleListQuery,
  body: EtaRuleBody,
  update: UpdateEtaRuleBody,
})

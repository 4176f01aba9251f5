import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Incoterm } from '../master-data/trade-terms.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// Who pays the main carriage: the buyer (EXW, FCA, FOB…) or the supplier (CPT, CIF, DAP…). Kept as its
// own field, because a rule may agree otherwise than the incoterm's usual reading.
export const freightPayers = ['buyer', 'supplier'] as const
export const FreightPayer = z.enum(freightPayers)
export type FreightPayer = z.infer<typeof FreightPayer>

// Which incoterm applies to goods from a supplier and/or a ship-from address (spec §3 company setting
// lists "incoterm rules"). An empty supplier or ship-from matches any; pickIncotermRule chooses among
// the rules, and the default rule answers where none matches.
export const IncotermRule = z.object({
  id: Id,
  // The supplier agreement (the `suppliers` list), as an address names its supplier.
  supplier_id: Id.nullable(),
  ship_from_address_id: Id.nullable(),
  incoterm: Incoterm,
  freight_payer: FreightPayer,
  named_place: z.string().nullable(),
  is_default: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type IncotermRule = z.infer<typeof IncotermRule>

export const IncotermRuleBody = z.strictObject({
  supplier_id: optionalId,
  ship_from_address_id: optionalId,
  // A cleared select sends null: that is a missing value ("required").
  incoterm: z.preprocess((value) => value ?? undefined, Incoterm),
  freight_payer: FreightPayer.default('buyer'),
  named_place: optionalText(120),
  is_default: z.boolean().default(false),
})
export type IncotermRuleBody = z.input<typeof IncotermRuleBody>
export const UpdateIncotermRuleBody = IncotermRuleBody.extend({ version: Version })
export type UpdateIncotermRuleBody = z.input<typeof UpdateIncotermRuleBody>

export const IncotermRuleListQuery = listQuery(['incoterm', 'freight_payer', 'named_place'], {
  incoterm: Incoterm,
  freight_payer: FreightPayer,
  supplier_id: Id,
})

export const incotermRuleEndpoints = crudEndpoints('/incoterm-rules', adminPermission('incoterm-rules'), {
  item: IncotermRule,
  query: IncotermRuleListQuery,
  body: IncotermRuleBody,
  update: UpdateIncotermRuleBody,
})

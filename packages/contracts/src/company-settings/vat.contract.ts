import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { dotDecimal } from '../http/decimal.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const Vat = z.object({
  id: Id,
  name: z.string(),
  value: z.string(),
  code: z.string().nullable(),
  reverse_charge: z.boolean(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Vat = z.infer<typeof Vat>

// A rate in percent, 0–100, two decimals at most.
export const VatValue = dotDecimal(3, 2).refine((value) => Number(value) >= 0 && Number(value) <= 100, {
  message: 'companySettings.percent',
})

export const VatBody = z.strictObject({
  name: z.string().trim().min(1).max(80),
  value: VatValue,
  code: optionalText(20),
  reverse_charge: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type VatBody = z.input<typeof VatBody>
export const UpdateVatBody = VatBody.extend({ version: Version })
export type UpdateVatBody = z.input<typeof UpdateVatBody>

export const VatListQuery = listQuery(['name', 'value', 'code'], { active: ActiveFilter })

export const vatEndpoints = crudEndpoints('/vats', adminPermission('vats'), {
  item: Vat,
  query: VatListQuery,
  body: VatBody,
  update: UpdateVatBody,
})

import { z } from 'zod'
import { Id, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { decimal } from '../http/fields.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// One row per company; a company that never saved them has these values (version 0).
export const PlatformSettings = z.object({
  etd_tolerance_days: z.number().int(),
  eta_tolerance_days: z.number().int(),
  qty_tolerance_percent: z.string(),
  price_tolerance_percent: z.string(),
  counterparties_see_order_tags: z.boolean(),
  default_currency: Currency,
  default_payment_term_id: Id.nullable(),
  allow_negative_stock: z.boolean(),
  version: Version,
})
export type PlatformSettings = z.infer<typeof PlatformSettings>

const tolerancePercent = decimal(3, 2).refine((value) => Number(value) <= 100, {
  message: 'companySettings.percent',
})

export const UpdatePlatformSettingsBody = z.strictObject({
  etd_tolerance_days: z.number().int().min(0).max(365),
  eta_tolerance_days: z.number().int().min(0).max(365),
  // A supplier's quantity or price change below this share of the old value is within tolerance.
  qty_tolerance_percent: tolerancePercent,
  price_tolerance_percent: tolerancePercent,
  counterparties_see_order_tags: z.boolean(),
  default_currency: Currency,
  default_payment_term_id: Id.nullable(),
  allow_negative_stock: z.boolean(),
  version: Version,
})
export type UpdatePlatformSettingsBody = z.input<typeof UpdatePlatformSettingsBody>

const perm = adminPermission('platform-settings')
export const platformSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/platform-settings',
    permission: perm,
    response: PlatformSettings,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/platform-settings',
    permission: perm,
    body: UpdatePlatformSettingsBody,
    response: PlatformSettings,
  }),
}

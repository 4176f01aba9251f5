import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const PaymentTerm = z.object({
  id: Id,
  name: z.string(),
  credit_days: z.number().int(),
  is_default: z.boolean(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type PaymentTerm = z.infer<typeof PaymentTerm>

export const PaymentTermBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  credit_days: z.number().int().min(0).max(3650),
  is_default: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type PaymentTermBody = z.input<typeof PaymentTermBody>
export const UpdatePaymentTermBody = PaymentTermBody.extend({ version: Version })
export type UpdatePaymentTermBody = z.input<typeof UpdatePaymentTermBody>

export const PaymentTermListQuery = listQuery(['name', 'credit_days'], { active: ActiveFilter })

export const paymentTermEndpoints = crudEndpoints('/payment-terms', adminPermission('payment-terms'), {
  item: PaymentTerm,
  query: PaymentTermListQuery,
  body: PaymentTermBody,
  update: UpdatePaymentTermBody,
})

import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { decimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// Spec §4: a draft above a value needs a named approver's authorization before it is sent; a rule may
// apply only to orders drafted by members of one user group. A rule counts orders in its currency.
export const OrderAuthorizationRule = z.object({
  id: Id,
  name: z.string(),
  active: z.boolean(),
  currency: Currency,
  min_value: z.string(),
  user_group_id: Id.nullable(),
  user_group_name: z.string().nullable(),
  approvers: z.array(z.object({ id: Id, name: z.string() })),
  updated_at: Timestamp,
  version: Version,
})
export type OrderAuthorizationRule = z.infer<typeof OrderAuthorizationRule>

export const OrderAuthorizationRuleBody = z.strictObject({
  name: z.string().trim().min(2).max(120),
  active: z.boolean().default(true),
  currency: Currency,
  min_value: decimal(12, 2),
  user_group_id: optionalId,
  approver_ids: z.array(Id).min(1).max(50),
})
export type OrderAuthorizationRuleBody = z.input<typeof OrderAuthorizationRuleBody>
export const UpdateOrderAuthorizationRuleBody = OrderAuthorizationRuleBody.safeExtend({ version: Version })
export type UpdateOrderAuthorizationRuleBody = z.input<typeof UpdateOrderAuthorizationRuleBody>

export const OrderAuthorizationRuleListQuery = listQuery(['name', 'min_value'], {
  active: z.enum(['true', 'false']),
  currency: Currency,
})

export const orderAuthorizationRuleEndpoints = crudEndpoints(
  '/order-authorization-rules',
  adminPermission('authorization-rules'),
  {
    item: OrderAuthorizationRule,
    query: OrderAuthorizationRuleListQuery,
    body: OrderAuthorizationRuleBody,
    update: UpdateOrderAuthorizationRuleBody,
  },
)

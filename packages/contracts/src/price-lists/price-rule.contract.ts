import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { decimal } from '../http/fields.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// How a rule changes the list price: a percentage off, an amount off, or a fixed price.
export const priceRuleAdjustments = ['percentage', 'value', 'fixed_price'] as const
export const PriceRuleAdjustment = z.enum(priceRuleAdjustments)
export type PriceRuleAdjustment = z.infer<typeof PriceRuleAdjustment>

export const PriceRule = z.object({
  id: Id,
  name: z.string(),
  active: z.boolean(),
  counterparty_company_id: Id.nullable(),
  counterparty_name: z.string().nullable(),
  article_id: Id.nullable(),
  article_name: z.string().nullable(),
  category_id: Id.nullable(),
  category_name: z.string().nullable(),
  min_quantity: z.string(),
  adjustment_type: PriceRuleAdjustment,
  adjustment: z.string(),
  currency: Currency.nullable(),
  valid_from: IsoDate,
  valid_to: IsoDate.nullable(),
  created_at: Timestamp,
  version: Version,
})
export type PriceRule = z.infer<typeof PriceRule>

const shape = {
  name: z.string().trim().min(2).max(120),
  active: z.boolean().default(true),
  counterparty_company_id: Id.nullable().default(null),
  article_id: Id.nullable().default(null),
  category_id: Id.nullable().default(null),
  min_quantity: decimal(10, 3).default('0'),
  adjustment_type: PriceRuleAdjustment,
  adjustment: decimal(10, 4),
  currency: Currency.nullable().default(null),
  valid_from: IsoDate,
  valid_to: IsoDate.nullable().default(null),
}
type Shape = { [K in keyof typeof shape]: z.output<(typeof shape)[K]> }
function ruleChecks(body: Shape, ctx: z.RefinementCtx) {
  if (body.valid_to && body.valid_to < body.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'priceLists.periodEnd' })
  if (body.article_id && body.category_id)
    ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'priceRules.articleOrCategory' })
  if (body.adjustment_type === 'percentage' && Number(body.adjustment) > 100)
    ctx.addIssue({ code: 'custom', path: ['adjustment'], message: 'priceRules.percentOver100' })
  // An amount means nothing without its currency.
  if (body.adjustment_type !== 'percentage' && !body.currency)
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'validation.required' })
}
export const PriceRuleBody = z.strictObject(shape).superRefine(ruleChecks)
export type PriceRuleBody = z.input<typeof PriceRuleBody>
export const UpdatePriceRuleBody = z.strictObject({ ...shape, version: Version }).superRefine(ruleChecks)
export type UpdatePriceRuleBody = z.input<typeof UpdatePriceRuleBody>
export const PriceRuleListQuery = listQuery(['name', 'valid_from', 'created_at'], {
  active: z.enum(['true', 'false']),
})

// The price an order line gets (spec §2.1: computed on the server from the lists and rules).
export const PriceResolutionBody = z.strictObject({
  counterparty_company_id: Id,
  currency: Currency,
  date: IsoDate,
  lines: z
    .array(z.strictObject({ article_id: Id, quantity: decimal(10, 3) }))
    .min(1)
    .max(500),
})
export const ResolvedPrice = z.object({
  article_id: Id,
  quantity: z.string(),
  list_price: z.string().nullable(),
  unit_price: z.string().nullable(),
  price_list_id: Id.nullable(),
  price_rule_id: Id.nullable(),
})
export type ResolvedPrice = z.infer<typeof ResolvedPrice>

export const priceRuleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/price-rules',
    permission: 'list.rules',
    query: PriceRuleListQuery,
    response: listResponse(PriceRule),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/price-rules/:id',
    permission: 'list.rules',
    params: IdParams,
    response: PriceRule,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/price-rules',
    permission: 'list.rules',
    body: PriceRuleBody,
    response: PriceRule,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/price-rules/:id',
    permission: 'list.rules',
    params: IdParams,
    body: UpdatePriceRuleBody,
    response: PriceRule,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/price-rules/:id',
    permission: 'list.rules',
    params: IdParams,
    response: MessageBody,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/prices/resolve',
    permission: ['create.order', 'list.price.lists'],
    body: PriceResolutionBody,
    response: z.array(ResolvedPrice),
  }),
}

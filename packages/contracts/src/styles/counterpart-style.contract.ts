import { z } from 'zod'
import { Id, IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { StyleCore, StyleRef, StyleSupplier } from './style.contract.ts'

// A style a counterparty shared with us: its core, who owns it, and our own supply terms if we make it.
export const CounterpartStyle = StyleCore.extend({
  owner: StyleRef,
  our_supply: StyleSupplier.omit({ supplier_id: true, supplier_name: true }).nullable(),
})
export type CounterpartStyle = z.infer<typeof CounterpartStyle>

export const CounterpartStyleListItem = z.object({
  id: Id,
  style_number: z.string(),
  name: z.string(),
  owner_name: z.string(),
  seasons: z.array(z.string()),
  colour_count: z.number().int(),
  updated_at: z.string(),
})
export type CounterpartStyleListItem = z.infer<typeof CounterpartStyleListItem>

export const StylePartner = z.object({
  id: Id,
  name: z.string(),
  supplier: z.boolean(),
  client: z.boolean(),
})
export type StylePartner = z.infer<typeof StylePartner>

const perm = 'list.products'

export const counterpartStyleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/counterpart-styles',
    permission: perm,
    query: listQuery(['style_number', 'name', 'updated_at'], { owner_id: Id }),
    response: listResponse(CounterpartStyleListItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/counterpart-styles/:id',
    permission: perm,
    params: IdParams,
    response: CounterpartStyle,
  }),
  // The companies we trade with (either side of a partnership): style suppliers and share targets.
  partners: defineEndpoint({
    method: 'GET',
    path: '/style-partners',
    permission: perm,
    response: z.array(StylePartner),
  }),
}

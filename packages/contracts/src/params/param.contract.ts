import { z } from 'zod'
import { Id } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { masterDataKinds } from '../master-data/master-data.contract.ts'

// The shared lists any select may ask for (spec §7 "Shared params"). A module that makes its records
// selectable elsewhere adds its name here and a source on the server.
export const paramNames = [
  ...masterDataKinds,
  'addresses',
  'contacts',
  'payment-terms',
  'tags',
  'vats',
  'buying-entities',
  'warehouses',
  'projects',
  'box-types',
  'packing-instructions',
  'styles',
  'suppliers',
  'clients',
  'trading-partners',
  'milestone-types',
  // The company's active users by name (assignees of an order); no e-mail, so any colleague may ask.
  'users',
] as const
export const ParamName = z.enum(paramNames)
export type ParamName = z.infer<typeof ParamName>

export const ParamOption = z.object({ id: Id, name: z.string(), code: z.string().nullable() })
export type ParamOption = z.infer<typeof ParamOption>

export const ParamQuery = z.strictObject({
  // `select_many=colors,sizes`: the names the client has not cached yet.
  select_many: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((names) => [...new Set(names.split(',').map((name) => name.trim()))])
    .pipe(z.array(ParamName).min(1).max(paramNames.length)),
})
export const ParamResponse = z.record(z.string(), z.array(ParamOption))
export type ParamResponse = z.infer<typeof ParamResponse>

export const paramEndpoints = {
  selectMany: defineEndpoint({
    method: 'GET',
    path: '/param',
    permission: 'authenticated',
    query: ParamQuery,
    response: ParamResponse,
  }),
}

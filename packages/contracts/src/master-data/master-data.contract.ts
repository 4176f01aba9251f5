import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

// The company lists for which the spec gives only a name (spec §2.2, §2.10): one table and one admin
// screen serve them all. Each kind is also an admin area, so each has its own permission.
export const masterDataKinds = [
  'seasons',
  'sizes',
  'colors',
  'materials',
  'product-categories',
  'product-collections',
  'item-category-codes',
  'delivery-drop-codes',
  'forwarders',
  'certificate-types',
  'company-categories',
  'consumption-types',
  'capabilities',
  'cost-centres',
  // Spec §2.10: the ledger accounts purchases are booked on, and the functions (departments) people work in.
  'accounts',
  'functions',
  'freight-modes',
  'units',
  // Spec §2.10: the buyer's own stages of an order (e.g. "budget checked"), never shown to the supplier.
  'internal-order-statuses',
] as const
export const MasterDataKind = z.enum(masterDataKinds)
export type MasterDataKind = z.infer<typeof MasterDataKind>

export const MasterDataItem = z.object({
  id: Id,
  kind: MasterDataKind,
  code: z.string().nullable(),
  name: z.string(),
  active: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type MasterDataItem = z.infer<typeof MasterDataItem>

export const MasterDataListQuery = listQuery(['name', 'code', 'created_at'], {
  active: z.enum(['true', 'false']),
})
export const MasterDataBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  // Codes are how other systems (ERP, EDI) name the item: letters, digits and - _ . / only.
  code: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9._/-]*$/)
    .transform((code) => code || null)
    .nullable()
    .default(null),
  active: z.boolean().default(true),
})
export type MasterDataBody = z.input<typeof MasterDataBody>
export const UpdateMasterDataBody = MasterDataBody.extend({ version: Version })
export type UpdateMasterDataBody = z.input<typeof UpdateMasterDataBody>

export function masterDataEndpoints(kind: MasterDataKind) {
  const permission = adminPermission(kind)
  const path = `/master-data/${kind}`
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      permission,
      query: MasterDataListQuery,
      response: listResponse(MasterDataItem),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${path}/:id`,
      permission,
      params: IdParams,
      response: MasterDataItem,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      permission,
      body: MasterDataBody,
      response: MasterDataItem,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      permission,
      params: IdParams,
      body: UpdateMasterDataBody,
      response: MasterDataItem,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      permission,
      params: IdParams,
      response: MessageBody,
    }),
  }
}

import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { positiveDecimal } from '../http/fields.ts'
import { listQuery, listResponse } from '../http/list.ts'

// Spec §3 Box type: outer dimensions in centimetres.
export const BoxType = z.object({
  id: Id,
  name: z.string(),
  height: z.string(),
  width: z.string(),
  length: z.string(),
  created_at: Timestamp,
  version: Version,
})
export type BoxType = z.infer<typeof BoxType>

const centimetres = positiveDecimal(6, 2)
export const BoxTypeBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  height: centimetres,
  width: centimetres,
  length: centimetres,
})
export type BoxTypeBody = z.input<typeof BoxTypeBody>
export const UpdateBoxTypeBody = BoxTypeBody.extend({ version: Version })
export type UpdateBoxTypeBody = z.input<typeof UpdateBoxTypeBody>

export const BoxTypeListQuery = listQuery(['name', 'height', 'width', 'length', 'created_at'], {})

const perm = 'list.box.types'

export const boxTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/box-types',
    permission: perm,
    query: BoxTypeListQuery,
    response: listResponse(BoxType),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/box-types/:id',
    permission: perm,
    params: IdParams,
    response: BoxType,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/box-types',
    permission: perm,
    body: BoxTypeBody,
    response: BoxType,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/box-types/:id',
    permission: perm,
    params: IdParams,
    body: UpdateBoxTypeBody,
    response: BoxType,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/box-types/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
}

import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'

// Spec §3 Packing instruction: how many pieces go in an inner box and in an outer box of a box type.
export const PackingInstruction = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  qty_inner_box: z.number().int(),
  qty_outer_box: z.number().int(),
  box_type_id: Id.nullable(),
  box_type_name: z.string().nullable(),
  created_at: Timestamp,
  version: Version,
})
export type PackingInstruction = z.infer<typeof PackingInstruction>

const pieces = z.coerce.number().int().min(1).max(1_000_000)
const packingFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).nullable().default(null),
  qty_inner_box: pieces,
  qty_outer_box: pieces,
  box_type_id: Id.nullable().default(null),
}
// An outer box holds whole inner boxes.
function outerHoldsInner(body: { qty_inner_box: number; qty_outer_box: number }, ctx: z.RefinementCtx) {
  if (body.qty_outer_box < body.qty_inner_box)
    ctx.addIssue({ code: 'custom', path: ['qty_outer_box'], message: 'articles.outerBelowInner' })
  else if (body.qty_outer_box % body.qty_inner_box !== 0)
    ctx.addIssue({ code: 'custom', path: ['qty_outer_box'], message: 'articles.outerNotMultiple' })
}
export const PackingInstructionBody = z.strictObject(packingFields).superRefine(outerHoldsInner)
export type PackingInstructionBody = z.input<typeof PackingInstructionBody>
export const UpdatePackingInstructionBody = z
  .strictObject({ ...packingFields, version: Version })
  .superRefine(outerHoldsInner)
export type UpdatePackingInstructionBody = z.input<typeof UpdatePackingInstructionBody>

export const PackingInstructionListQuery = listQuery(
  ['name', 'qty_inner_box', 'qty_outer_box', 'box_type', 'created_at'],
  { box_type_id: Id },
)

const perm = 'list.packing.instructions'

export const packingInstructionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/packing-instructions',
    permission: perm,
    query: PackingInstructionListQuery,
    response: listResponse(PackingInstruction),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/packing-instructions/options',
    permission: [perm, 'list.products'],
    response: z.array(z.object({ id: Id, name: z.string(), box_type_id: Id.nullable() })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/packing-instructions/:id',
    permission: perm,
    params: IdParams,
    response: PackingInstruction,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/packing-instructions',
    permission: perm,
    body: PackingInstructionBody,
    response: PackingInstruction,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/packing-instructions/:id',
    permission: perm,
    params: IdParams,
    body: UpdatePackingInstructionBody,
    response: PackingInstruction,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/packing-instructions/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
}

import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission, Permission, RoleType } from '../permissions/permission-catalogue.ts'

export const Role = z.object({
  id: Id,
  name: z.string(),
  role_type: z.number().int(),
  permissions: z.array(Permission),
  user_count: z.number().int(),
  created_at: Timestamp,
  version: Version,
})
export type Role = z.infer<typeof Role>

export const RoleListQuery = listQuery(['name', 'created_at', 'user_count'], {
  role_type: z.coerce.number().pipe(RoleType),
})
export const RoleBody = z.strictObject({
  name: z.string().trim().min(2).max(80),
  role_type: RoleType,
  permissions: z.array(Permission).max(200),
})
export type RoleBody = z.input<typeof RoleBody>
export const UpdateRoleBody = RoleBody.extend({ version: Version })
export type UpdateRoleBody = z.input<typeof UpdateRoleBody>

const perm = adminPermission('roles')

export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/roles',
    permission: perm,
    query: RoleListQuery,
    response: listResponse(Role),
  }),
  // Role names for the user form's pickers: any user admin needs them.
  options: defineEndpoint({
    method: 'GET',
    path: '/roles/options',
    permission: [perm, adminPermission('users')],
    response: z.array(z.object({ id: Id, name: z.string(), role_type: z.number().int() })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/roles/:id',
    permission: perm,
    params: IdParams,
    response: Role,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/roles',
    permission: perm,
    body: RoleBody,
    response: Role,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/roles/:id',
    permission: perm,
    params: IdParams,
    body: UpdateRoleBody,
    response: Role,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/roles/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
}

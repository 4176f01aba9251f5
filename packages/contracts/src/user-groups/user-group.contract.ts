import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const UserGroup = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  member_ids: z.array(Id),
  member_count: z.number().int(),
  created_at: Timestamp,
  version: Version,
})
export type UserGroup = z.infer<typeof UserGroup>

export const UserGroupListQuery = listQuery(['name', 'created_at', 'member_count'], {})
export const UserGroupBody = z.strictObject({
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(500).nullable().default(null),
  member_ids: z.array(Id).max(5000).default([]),
})
export type UserGroupBody = z.input<typeof UserGroupBody>
export const UpdateUserGroupBody = UserGroupBody.extend({ version: Version })
export type UpdateUserGroupBody = z.input<typeof UpdateUserGroupBody>

const perm = adminPermission('user-groups')

export const userGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user-groups',
    permission: perm,
    query: UserGroupListQuery,
    response: listResponse(UserGroup),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/user-groups/options',
    permission: [perm, adminPermission('users')],
    response: z.array(z.object({ id: Id, name: z.string() })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/user-groups/:id',
    permission: perm,
    params: IdParams,
    response: UserGroup,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/user-groups',
    permission: perm,
    body: UserGroupBody,
    response: UserGroup,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/user-groups/:id',
    permission: perm,
    params: IdParams,
    body: UpdateUserGroupBody,
    response: UserGroup,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/user-groups/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
}

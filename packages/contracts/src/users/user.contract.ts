import { z } from 'zod'
import { SessionTime } from '../auth/current-user.ts'
import { Email, Id, IdParams, Name, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { Locale } from '../i18n/locale.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const UserStatus = z.enum(['active', 'inactive', 'invited'])
export type UserStatus = z.infer<typeof UserStatus>

export const RoleRef = z.object({ id: Id, name: z.string() })
export const User = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: Locale,
  session_time: z.number().int(),
  status: UserStatus,
  roles: z.array(RoleRef),
  groups: z.array(RoleRef),
  last_login_at: Timestamp.nullable(),
  created_at: Timestamp,
  version: Version,
})
export type User = z.infer<typeof User>

export const UserListQuery = listQuery(['name', 'email', 'status', 'created_at', 'last_login_at'], {
  status: UserStatus,
  role_id: Id,
  group_id: Id,
})
export type UserListQuery = z.infer<typeof UserListQuery>

export const InviteUserBody = z.strictObject({
  email: Email,
  first_name: Name.optional(),
  last_name: Name.optional(),
  role_ids: z.array(Id).min(1, { error: 'users.noRoles' }),
  group_ids: z.array(Id).default([]),
})
export type InviteUserBody = z.input<typeof InviteUserBody>

export const UpdateUserBody = z.strictObject({
  first_name: Name,
  last_name: Name,
  locale: Locale,
  session_time: SessionTime,
  role_ids: z.array(Id).min(1, { error: 'users.noRoles' }),
  group_ids: z.array(Id),
  version: Version,
})
export type UpdateUserBody = z.input<typeof UpdateUserBody>

const perm = adminPermission('users')

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    permission: perm,
    query: UserListQuery,
    response: listResponse(User),
  }),
  // Names for member pickers (user groups, later assignees).
  options: defineEndpoint({
    method: 'GET',
    path: '/users/options',
    permission: [perm, adminPermission('user-groups')],
    response: z.array(z.object({ id: Id, name: z.string(), email: z.string() })),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    permission: perm,
    params: IdParams,
    response: User,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/users/invites',
    permission: perm,
    body: InviteUserBody,
    response: User,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/:id',
    permission: perm,
    params: IdParams,
    body: UpdateUserBody,
    response: User,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/users/:id/deactivate',
    permission: perm,
    params: IdParams,
    response: User,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/users/:id/activate',
    permission: perm,
    params: IdParams,
    response: User,
  }),
  resendInvite: defineEndpoint({
    method: 'POST',
    path: '/users/:id/resend-invite',
    permission: perm,
    params: IdParams,
    response: User,
  }),
}

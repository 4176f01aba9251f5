import { type RoleBody, roleEndpoints, type UpdateRoleBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useAdminMutation } from './use-admin-mutation.ts'

// Role names show in the user list too.
const key = ['admin'] as const

export const useCreateRole = () =>
  useAdminMutation((body: RoleBody) => callApi(roleEndpoints.create, { body }), key)

export const useUpdateRole = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: UpdateRoleBody }) =>
      callApi(roleEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true },
  )

export const useDeleteRole = () =>
  useAdminMutation((id: string) => callApi(roleEndpoints.remove, { params: { id } }), key)

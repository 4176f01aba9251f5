import { type RoleBody, roleEndpoints, type UpdateRoleBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// Role names show in the user list too.
const key = ['admin'] as const

export const useCreateRole = () =>
  useInvalidatingMutation((body: RoleBody) => callApi(roleEndpoints.create, { body }), key)

export const useUpdateRole = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateRoleBody }) =>
      callApi(roleEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true },
  )

export const useDeleteRole = () =>
  useInvalidatingMutation((id: string) => callApi(roleEndpoints.remove, { params: { id } }), key)

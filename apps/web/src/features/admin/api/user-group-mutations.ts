import { type UpdateUserGroupBody, type UserGroupBody, userGroupEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useAdminMutation } from './use-admin-mutation.ts'

// Group names show in the user list too.
const key = ['admin'] as const

export const useCreateUserGroup = () =>
  useAdminMutation((body: UserGroupBody) => callApi(userGroupEndpoints.create, { body }), key)

export const useUpdateUserGroup = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: UpdateUserGroupBody }) =>
      callApi(userGroupEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true },
  )

export const useDeleteUserGroup = () =>
  useAdminMutation((id: string) => callApi(userGroupEndpoints.remove, { params: { id } }), key)

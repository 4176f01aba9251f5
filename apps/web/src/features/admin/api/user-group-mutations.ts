import { type UpdateUserGroupBody, type UserGroupBody, userGroupEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// Group names show in the user list too.
const key = ['admin'] as const

export const useCreateUserGroup = () =>
  useInvalidatingMutation((body: UserGroupBody) => callApi(userGroupEndpoints.create, { body }), key)

export const useUpdateUserGroup = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateUserGroupBody }) =>
      callApi(userGroupEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true },
  )

export const useDeleteUserGroup = () =>
  useInvalidatingMutation((id: string) => callApi(userGroupEndpoints.remove, { params: { id } }), key)

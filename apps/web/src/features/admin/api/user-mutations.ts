import { type InviteUserBody, type UpdateUserBody, userEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { adminQueries } from './admin-queries.ts'

const key = adminQueries.users.all

export const useInviteUser = () =>
  useInvalidatingMutation((body: InviteUserBody) => callApi(userEndpoints.invite, { body }), key)

// Quiet: the form shows a conflict (409) or the field errors itself.
export const useUpdateUser = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateUserBody }) =>
      callApi(userEndpoints.update, { params: { id }, body }),
    key,
    { quiet: true },
  )

export type UserAction = 'deactivate' | 'activate' | 'resendInvite'
export const useUserAction = () =>
  useInvalidatingMutation(
    ({ id, action }: { id: string; action: UserAction }) =>
      callApi(userEndpoints[action], { params: { id } }),
    key,
  )

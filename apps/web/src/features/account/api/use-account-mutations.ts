import {
  type Account,
  accountEndpoints,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type CurrentUser,
  type UpdateAccountBody,
} from '@scm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'
import { applyLocale, sessionKeys } from '../../../lib/auth/session.ts'
import { accountQueries } from './account-queries.ts'

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof UpdateAccountBody>) => callApi(accountEndpoints.update, { body }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.detail().queryKey, account)
      // The navbar, the avatar and the idle timer read the cached current user.
      queryClient.setQueryData<CurrentUser | null>(sessionKeys.user, (user) =>
        user
          ? {
              ...user,
              first_name: account.first_name,
              last_name: account.last_name,
              locale: account.locale,
              session_time: account.session_time,
            }
          : user,
      )
      void applyLocale(account.locale)
    },
    // The profile card shows a stale version (409) itself.
    meta: { quiet: true },
  })
}

// Both bump the account's version: the profile form must save against the new one.
function useRefreshAccount() {
  const queryClient = useQueryClient()
  return (account?: Account) =>
    account
      ? queryClient.setQueryData(accountQueries.detail().queryKey, account)
      : queryClient.invalidateQueries({ queryKey: accountQueries.all })
}

export function useChangePassword() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: (body: z.output<typeof ChangePasswordBody>) =>
      callApi(accountEndpoints.changePassword, { body }),
    onSuccess: () => refresh(),
  })
}

export function useChangeEmail() {
  const refresh = useRefreshAccount()
  return useMutation({
    mutationFn: (body: z.output<typeof ChangeEmailBody>) => callApi(accountEndpoints.changeEmail, { body }),
    onSuccess: (account) => refresh(account),
  })
}

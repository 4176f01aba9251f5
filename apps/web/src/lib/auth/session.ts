import { authEndpoints, type CurrentUser, type Locale } from '@scm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api.ts'
import { queryClient } from '../api/query-client.ts'
import { changeLocale, rememberLocale } from '../i18n/i18n.ts'
import { disconnectRealtime } from '../realtime/connection.ts'
import { getAccessToken, refreshAccessToken, setAccessToken } from './token-store.ts'

export const sessionKeys = { user: ['auth', 'user'] as const }

// null: nobody is signed in. A reload restores the session from the refresh cookie.
export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: async (): Promise<CurrentUser | null> => {
    if (!getAccessToken() && !(await refreshAccessToken())) return null
    try {
      const user = await callApi(authEndpoints.user)
      // The user's screens show in the user's language from the first: its catalogues load first.
      await applyLocale(user.locale).catch(() => {})
      return user
    } catch {
      // Spec §7: if fetching the user fails, the user is treated as signed out.
      setAccessToken(null)
      return null
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  meta: { quiet: true },
})

export const useCurrentUser = () => useQuery(currentUserQuery)

export function applyLocale(locale: Locale): Promise<void> {
  rememberLocale(locale)
  return changeLocale(locale)
}

export async function startSession(accessToken: string) {
  setAccessToken(accessToken)
  await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 })
}

// Ends the session on the server (when it can be reached) and forgets it here, without leaving the page.
export async function clearSession() {
  try {
    await callApi(authEndpoints.logout)
  } catch {
    // Signing out locally must work even when the server cannot be reached.
  }
  disconnectRealtime()
  setAccessToken(null)
  queryClient.clear()
  queryClient.setQueryData(sessionKeys.user, null)
}

// Spec §7 logout: roles and permissions are cleared and the user goes to /login.
export async function endSession() {
  await clearSession()
  window.location.assign('/login')
}

export function hasPermission(
  user: CurrentUser | null | undefined,
  needed: string | readonly string[] | undefined,
) {
  if (!user) return false
  if (!needed || needed === 'authenticated' || needed === 'public') return true
  const list = typeof needed === 'string' ? [needed] : needed
  return list.some((permission) => (user.permissions as string[]).includes(permission))
}

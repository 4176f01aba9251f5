import { authEndpoints, type TokenResponse } from '@scm/contracts'

// The access token lives in memory only; the refresh token is an httpOnly cookie the script never sees.
let accessToken: string | null = null
let refreshing: Promise<boolean> | null = null

type TokenListener = (token: string | null) => void
const tokenListeners = new Set<TokenListener>()

export const getAccessToken = () => accessToken
export const setAccessToken = (token: string | null) => {
  if (token === accessToken) return
  accessToken = token
  for (const listener of tokenListeners) listener(token)
}
// The real-time socket re-authenticates with each new token.
export const onAccessTokenChange = (listener: TokenListener) => {
  tokenListeners.add(listener)
  return () => tokenListeners.delete(listener)
}

async function requestRefresh(): Promise<boolean> {
  const response = await fetch(`/api${authEndpoints.refresh.path}`, {
    method: 'POST',
    credentials: 'include',
  })
  if (!response.ok) {
    setAccessToken(null)
    return false
  }
  const body = (await response.json()) as TokenResponse
  setAccessToken(body.access_token)
  return true
}

// One refresh at a time across all tabs: refresh tokens rotate, and two tabs presenting the same
// one would look like a stolen token to the server and end the session.
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('auth-refresh', requestRefresh)
      : requestRefresh()
  ).finally(() => {
    refreshing = null
  })
  return refreshing
}

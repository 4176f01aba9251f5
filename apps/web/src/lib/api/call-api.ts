import { type AnyEndpoint, type EndpointBody, type EndpointResponse, endpointPath } from '@scm/contracts'
import { getAccessToken, refreshAccessToken } from '../auth/token-store.ts'
import { currentLocale } from '../i18n/i18n.ts'
import { ApiError, NetworkError } from './api-error.ts'
import { toQueryString } from './query-string.ts'

export interface CallOptions<E extends AnyEndpoint> {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: EndpointBody<E>
  signal?: AbortSignal
}

type Listener = () => void
const activityListeners = new Set<Listener>()
// Session timers use this: a keep-alive ping is only needed when no call was made for a while.
export const onApiActivity = (listener: Listener) => {
  activityListeners.add(listener)
  return () => activityListeners.delete(listener)
}

const noRefresh = new Set(['/auth/login', '/auth/refresh', '/auth/logout'])

async function send(endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>): Promise<Response> {
  const query = toQueryString({ ...options.query, locale: currentLocale() })
  const url = `/api${endpointPath(endpoint.path, options.params)}?${query}`
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = getAccessToken()
  if (token) headers.authorization = `Bearer ${token}`
  // A file is sent as it is (an upload); anything else as JSON.
  const file = options.body instanceof Blob ? options.body : undefined
  if (options.body !== undefined)
    headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json'
  try {
    return await fetch(url, {
      method: endpoint.method,
      headers,
      credentials: 'include',
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new NetworkError((error as Error).message)
  }
}

// The one API client: calls a contract endpoint, refreshes the access token once on 401.
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  let response = await send(endpoint, options as CallOptions<AnyEndpoint>)
  if (response.status === 401 && !noRefresh.has(endpoint.path) && (await refreshAccessToken()))
    response = await send(endpoint, options as CallOptions<AnyEndpoint>)
  for (const listener of activityListeners) listener()
  const text = await response.text()
  const body = text ? JSON.parse(text) : undefined
  if (!response.ok) throw new ApiError(response.status, body ?? { message: response.statusText })
  return body as EndpointResponse<E>
}

import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointResponse,
  endpointPath,
  toQueryString,
} from '@scm/contracts'
import { getAccessToken, refreshAccessToken } from '../auth/token-store.ts'
import { currentLocale } from '../i18n/current-locale.ts'
import { ApiError, NetworkError } from './api-error.ts'

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

// An upload endpoint takes its file as multipart/form-data (the browser sets the boundary); another
// file body is sent as it is; anything else as JSON.
function requestBody(endpoint: AnyEndpoint, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  if (endpoint.upload && body instanceof Blob) {
    const form = new FormData()
    form.append('file', body, body instanceof File ? body.name : 'file')
    return form
  }
  if (body instanceof Blob) return body
  return JSON.stringify(body)
}

async function send(endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>): Promise<Response> {
  const query = toQueryString({ ...options.query, locale: currentLocale() })
  const url = `/api${endpointPath(endpoint.path, options.params)}?${query}`
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = getAccessToken()
  if (token) headers.authorization = `Bearer ${token}`
  const body = requestBody(endpoint, options.body)
  if (typeof body === 'string') headers['content-type'] = 'application/json'
  else if (body instanceof Blob) headers['content-type'] = body.type || 'application/octet-stream'
  try {
    return await fetch(url, {
      method: endpoint.method,
      headers,
      credentials: 'include',
      body,
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new NetworkError((error as Error).message)
  }
}

// Sends a call, refreshing the access token once on 401; the caller reads the response.
export async function requestApi<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<Response> {
  let response = await send(endpoint, options as CallOptions<AnyEndpoint>)
  if (response.status === 401 && !noRefresh.has(endpoint.path) && (await refreshAccessToken()))
    response = await send(endpoint, options as CallOptions<AnyEndpoint>)
  for (const listener of activityListeners) listener()
  return response
}

export async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text()
  const body = text ? JSON.parse(text) : undefined
  return new ApiError(response.status, body ?? { message: response.statusText })
}

// The one API client: calls a contract endpoint and answers its JSON response.
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const response = await requestApi(endpoint, options)
  if (!response.ok) throw await errorOf(response)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>
}

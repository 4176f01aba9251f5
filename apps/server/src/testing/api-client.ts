import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  type Locale,
  toQueryString,
} from '@scm/contracts'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Session } from './sign-in.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Call {
  method: Method
  url: string
  payload?: unknown
}

// A call of a contract endpoint: the path, query and body are typed by the contract.
export interface EndpointCall<E extends AnyEndpoint> {
  params?: EndpointParams<E>
  query?: EndpointQuery<E>
  body?: EndpointBody<E>
  locale?: Locale
}

export interface ApiClient {
  // The endpoint's answer, whatever its status: for tests of refusals (403, 404, 409, 422).
  request<E extends AnyEndpoint>(endpoint: E, call?: EndpointCall<E>): Promise<LightMyRequestResponse>
  // The endpoint's answer as its response schema parses it; any status but 2xx fails the test.
  call<E extends AnyEndpoint>(endpoint: E, call?: EndpointCall<E>): Promise<EndpointResponse<E>>
  send(call: Call): Promise<LightMyRequestResponse>
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  delete(url: string): Promise<LightMyRequestResponse>
}

// The plain call of a contract endpoint, for the helpers that take calls (expectFieldError,
// expectStatusForEach, expectHiddenFrom): they then check a typed call.
export function toCall<E extends AnyEndpoint>(endpoint: E, call: EndpointCall<E> = {}): Call {
  const query = toQueryString({ ...(call.query as object), locale: call.locale })
  const path = endpointPath(endpoint.path, call.params as Record<string, string> | undefined)
  return {
    method: endpoint.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    payload: call.body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {}),
  }
}

// app.inject with the session's bearer token (none for a guest), JSON in and out.
export function apiClient(app: FastifyInstance, session?: Session): ApiClient {
  const send = ({ method, url, payload }: Call) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(session ? { headers: session.headers } : {}),
    })
  const request = <E extends AnyEndpoint>(endpoint: E, call?: EndpointCall<E>) => send(toCall(endpoint, call))
  return {
    request,
    async call(endpoint, call) {
      const response = await request(endpoint, call)
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBeLessThan(300)
      return endpoint.response.parse(response.body ? response.json() : undefined)
    },
    send,
    get: (url) => send({ method: 'GET', url }),
    post: (url, payload) => send({ method: 'POST', url, payload: payload ?? {} }),
    put: (url, payload) => send({ method: 'PUT', url, payload }),
    delete: (url) => send({ method: 'DELETE', url }),
  }
}

export const withLocale = (url: string, locale: 'sv' | 'en') =>
  `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`

// A 422 whose field carries exactly this message, asked once in Swedish and once in English.
export async function expectFieldError(
  client: ApiClient,
  call: Call,
  field: string,
  messages: { sv: string; en: string },
) {
  for (const locale of ['sv', 'en'] as const) {
    const response = await client.send({ ...call, url: withLocale(call.url, locale) })
    expect(response.statusCode, `${call.method} ${call.url} (${locale}): ${response.body}`).toBe(422)
    expect(response.json().errors?.[field], `${field} in ${locale}: ${response.body}`).toEqual([
      messages[locale],
    ])
  }
}

// Calls that must all answer this status (401 without a token, 403 without the permission).
export async function expectStatusForEach(client: ApiClient, calls: Call[], status: number) {
  for (const call of calls) {
    const response = await client.send(call)
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(status)
  }
}

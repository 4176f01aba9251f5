import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Session } from './sign-in.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Call {
  method: Method
  url: string
  payload?: unknown
}

export interface ApiClient {
  send(call: Call): Promise<LightMyRequestResponse>
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  delete(url: string): Promise<LightMyRequestResponse>
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
  return {
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

import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Two routes that fail the way a bug would: a thrown error and a response that breaks its contract.
  t.app.get('/api/test-only/throws', async () => {
    throw new Error('database password is hunter2')
  })
  t.app.get(
    '/api/test-only/breaks-contract',
    { schema: { response: { 200: z.object({ name: z.string() }) } } },
    async () => ({ name: 42 }) as never,
  )
})
afterAll(() => t.close())

const login = (payload: string, headers: Record<string, string> = {}, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/login?locale=${locale}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  })

// No answer may show how the server is built: no stack frames, no file paths, no driver messages.
function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.body
  expect(body).not.toMatch(/\bat .+[/\\].+:\d+/)
  expect(body).not.toMatch(/stack|\.ts:\d|node_modules|hunter2/i)
  expect(Object.keys(response.json()).every((key) => ['message', 'code', 'errors'].includes(key))).toBe(true)
}

describe('bad input', () => {
  it('answers malformed JSON with 400 and the translated message', async () => {
    const en = await login('{"email": "admin@nordic.demo", ')
    expect(en.statusCode).toBe(400)
    expect(en.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'errors.malformedJson',
    })
    expectNoInternals(en)
    const sv = await login('{not json', {}, 'sv')
    expect(sv.statusCode).toBe(400)
    expect(sv.json().message).toBe('Förfrågans innehåll är inte giltig JSON')
  })

  it('refuses a body that tries to set a prototype', async () => {
    const response = await login('{"email": "a@b.se", "password": "x", "__proto__": {"admin": true}}')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('errors.malformedJson')
  })

  it('asks for sign-in before it reads or checks the body of a signed-in endpoint', async () => {
    for (const [payload, headers] of [
      ['{broken', {}],
      ['{"first_name": ""}', {}],
      ['{"first_name": ""}', { authorization: 'Bearer not.a.token' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/account?locale=en',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        message: 'Please sign in to continue',
        code: 'errors.unauthenticated',
      })
    }
  })

  it('answers an empty JSON body with 400, not a crash', async () => {
    const response = await login('')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('errors.malformedJson')
  })

  it('refuses a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(1024 * 1024 + 10) })
    const response = await login(big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'The request is too large', code: 'errors.payloadTooLarge' })
    expectNoInternals(response)
  })

  it('refuses unknown body fields with 422 on that field', async () => {
    const response = await login(
      JSON.stringify({ email: 'admin@nordic.demo', password: 'x', is_admin: true }),
      {},
      'sv',
    )
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'Några fält behöver din uppmärksamhet',
      code: 'errors.validation',
      errors: { is_admin: ['Fältet är inte tillåtet'] },
    })
  })

  it('refuses a content type it does not read with 415', async () => {
    for (const type of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await login('email=admin@nordic.demo', { 'content-type': type })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({
        message: 'This content type is not supported; send JSON',
        code: 'errors.unsupportedMediaType',
      })
      expectNoInternals(response)
    }
  })

  it('answers an unknown /api route or method with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing?locale=en'],
      ['DELETE', '/api/auth/login?locale=en'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'This page could not be found', code: 'errors.notFound' })
    }
  })

  it('answers a URL that cannot be decoded with 400 in the one error shape', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/auth/invites/%zz?locale=en' })
    expect(en.statusCode).toBe(400)
    expect(en.json()).toEqual({ message: 'This address is not valid', code: 'errors.badUrl' })
    expectNoInternals(en)
    const sv = await t.app.inject({
      method: 'GET',
      url: '/api/%E0%A4%A',
      headers: { 'accept-language': 'sv' },
    })
    expect(sv.json()).toEqual({ message: 'Adressen är inte giltig', code: 'errors.badUrl' })
  })

  it('answers a malformed id or link token in the path with 404, not a validation error', async () => {
    const { headers } = await signIn(t.app, 'admin@nordic.demo')
    const id = await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid?locale=en', headers })
    expect(id.statusCode).toBe(404)
    expect(id.json()).toEqual({ message: 'This page could not be found', code: 'errors.notFound' })
    const link = await t.app.inject({ method: 'GET', url: '/api/auth/invites/bad!hash?locale=en' })
    expect(link.statusCode).toBe(404)
    expect(link.json()).toEqual({ message: "The link you clicked doesn't work.", code: 'auth.linkInvalid' })
  })

  it('refuses a NUL or a lone surrogate in any field, query or path with 422 on that field, in both languages', async () => {
    const { headers } = await signIn(t.app, 'admin@nordic.demo')
    const send = (method: 'GET' | 'POST', url: string, payload?: string) =>
      t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload })
    const nul = await send('POST', '/api/tags?locale=en', '{"name":"ab\\u0000","type":"order"}')
    expect(nul.statusCode).toBe(422)
    expect(nul.json()).toEqual({
      message: 'Some fields need your attention',
      code: 'errors.validation',
      errors: { name: ['Remove the control character or broken symbol from this field'] },
    })
    const surrogate = await send('POST', '/api/tags?locale=sv', '{"name":"ab\\ud800c","type":"order"}')
    expect(surrogate.statusCode).toBe(422)
    expect(surrogate.json().errors).toEqual({
      name: ['Ta bort styrtecknet eller det trasiga tecknet från fältet'],
    })
    const search = await send('GET', '/api/articles?search=ab%00c&locale=en')
    expect(search.statusCode).toBe(422)
    expect(Object.keys(search.json().errors)).toEqual(['search'])
    const key = await send('GET', '/api/articles?filter[a%00b]=1&locale=en')
    expect(key.statusCode).toBe(422)
    const path = await send('GET', '/api/users/ab%00c?locale=en')
    expect(path.statusCode).toBe(422)
    expect(Object.keys(path.json().errors)).toEqual(['id'])
  })

  it('refuses a body nested deeper than any contract with 422, without walking it on the stack', async () => {
    const { headers } = await signIn(t.app, 'admin@nordic.demo')
    const payload = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)},"type":"order"}`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tags?locale=en',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      [`name${'.0'.repeat(31)}`]: ['This value is nested too deeply'],
    })
  })

  it('answers an unexpected failure with 500 and a generic message, never the error itself', async () => {
    for (const url of ['/api/test-only/throws', '/api/test-only/breaks-contract']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?locale=en` })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ message: 'Something went wrong', code: 'errors.generic' })
      expectNoInternals(response)
    }
  })
})

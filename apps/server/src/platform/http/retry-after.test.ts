import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

// The guest limiters; the link limit (password-reset.routes.test.ts), the demo request
// (demo-request.routes.test.ts) and the sign-in lockout (auth.routes.test.ts) are checked beside them.
const limited = [
  { name: 'guest documents', method: 'GET', url: '/api/guest/orders/no-such-token', max: 60 },
  { name: 'guest link sign-in', method: 'POST', url: '/api/guest/links/no-such-token/sign-in', max: 10 },
] as const

describe('rate limits', () => {
  it.each(limited)('answer 429 with Retry-After in seconds: $name', async ({ method, url, max }) => {
    const remoteAddress = `10.50.0.${max}`
    const send = (locale: string) =>
      t.app.inject({
        method,
        url: `${url}?locale=${locale}`,
        remoteAddress,
        ...(method === 'POST' ? { payload: {} } : {}),
      })
    for (let i = 0; i < max; i++) expect((await send('en')).statusCode).not.toBe(429)
    const en = await send('en')
    expect(en.statusCode).toBe(429)
    expect(en.json()).toEqual({
      message: 'Too many requests. Try again in a moment.',
      code: 'errors.tooManyRequests',
    })
    expect(en.headers['retry-after']).toMatch(/^[1-9]\d*$/)
    const sv = await send('sv')
    expect(sv.json().message).toBe('För många förfrågningar. Försök igen om en stund.')
    expect(sv.headers['retry-after']).toMatch(/^[1-9]\d*$/)
  })
})

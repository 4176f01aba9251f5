import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// The Redis every machine of this project runs; CI uses the same one.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

// A fresh address per run, so counts left in Redis by an earlier run (they live 15 minutes) do not matter.
const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

function forgotPassword(instance: TestApp) {
  return instance.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress,
    headers: { 'accept-language': 'en' },
    payload: { email: 'nobody@nordic.demo' },
  })
}

describe('rate limits with REDIS_URL', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp({ redisUrl, seed: false })
    b = await createTestApp({ redisUrl, seed: false })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('counts requests to every instance against one limit', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await forgotPassword(a)).statusCode).not.toBe(429)
    }
    const refused = await forgotPassword(b)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/too many/i)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('refuses to start when the configured Redis cannot be reached', async () => {
    await expect(createTestApp({ redisUrl: 'redis://127.0.0.1:1', seed: false })).rejects.toThrow(
      /REDIS_URL is set but Redis cannot be reached/,
    )
  })
})

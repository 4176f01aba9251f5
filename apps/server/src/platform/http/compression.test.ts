import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { compressionThresholdBytes } from './compression.ts'
import { securityHeaders } from './security-headers.ts'

let t: TestApp
let admin: Session
// A file download of each kind, as sendStoredFile answers it: the type decides, not the route.
const downloadTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  unknown: 'application/octet-stream',
  csv: 'text/csv',
} as const

beforeAll(async () => {
  t = await createTestApp()
  t.app.get<{ Params: { kind: keyof typeof downloadTypes } }>(
    '/api/test-only/download/:kind',
    (request, reply) => reply.type(downloadTypes[request.params.kind]).send(Buffer.alloc(8 * 1024, 'a')),
  )
  admin = await signIn(t.app, 'admin@nordic.demo')
})
afterAll(() => t.close())

const articles = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/articles?per_page=60',
    headers: { ...admin.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  })

const decoded = (response: LightMyRequestResponse) => {
  const body = response.rawPayload
  const encoding = response.headers['content-encoding']
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  return JSON.parse(plain.toString('utf8'))
}

describe('response compression', () => {
  it('sends an API list brotli- or gzip-encoded as the request accepts, the same JSON as plain', async () => {
    const plain = await articles()
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes)
    const json = plain.json()
    expect(json.data.length).toBeGreaterThan(1)

    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      // What browsers send: brotli is preferred.
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const response = await articles(acceptEncoding)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding)
      expect(response.headers.vary).toContain('accept-encoding')
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
      expect(decoded(response)).toEqual(json)
      expect(
        Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, response.headers[name]])),
      ).toEqual(securityHeaders)
    }
  })

  it('sends an answer plain when the request accepts no encoding it knows', async () => {
    for (const acceptEncoding of ['identity', 'deflate', 'compress']) {
      const response = await articles(acceptEncoding)
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(decoded(response)).toEqual((await articles()).json())
    }
  })

  it('sends an answer below the threshold plain', async () => {
    const ping = await t.app.inject({ method: 'GET', url: '/api/ping', headers: { 'accept-encoding': 'br' } })
    expect(ping.statusCode).toBe(200)
    expect(ping.rawPayload.length).toBeLessThan(compressionThresholdBytes)
    expect(ping.headers['content-encoding']).toBeUndefined()
    expect(ping.json()).toBeTruthy()
  })

  it('leaves downloads that are compressed already, or of unknown type, as they are', async () => {
    const encodings = Object.fromEntries(
      await Promise.all(
        Object.keys(downloadTypes).map(async (kind) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/test-only/download/${kind}`,
            headers: { 'accept-encoding': 'br, gzip' },
          })
          return [kind, response.headers['content-encoding'] ?? 'none']
        }),
      ),
    )
    expect(encodings).toEqual({
      pdf: 'none',
      png: 'none',
      zip: 'none',
      xlsx: 'none',
      unknown: 'none',
      csv: 'br',
    })
  })
})

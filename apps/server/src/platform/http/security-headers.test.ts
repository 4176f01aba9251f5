import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'
import { noncePlaceholder } from './static-web.ts'

let t: TestApp
let baseUrl: string
// A web build as Vite writes it (html.cspNonce): the placeholder wherever a nonce belongs.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-web-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}">` +
      `<script type="module" src="/assets/index-abc.js" nonce="${noncePlaceholder}"></script></head></html>`,
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'export {}')
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({ seed: false, webDist })
  t.app.get('/api/test-only/throws', async () => {
    throw new Error('a bug')
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Headers
  body: string
}

// Over a real connection, so Socket.IO (attached to the HTTP server, not to Fastify) answers too. The
// body is read to its end: a connection still sending holds up the server's close.
async function get(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, { redirect: 'manual', ...init })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

const headersOf = (response: Answer) =>
  Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, response.headers.get(name)]))

describe('security headers', () => {
  it('is the strict policy of decision 0022', () => {
    expect(securityHeaders['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('are the same on every kind of response: API, errors, web build, /api/docs and Socket.IO', async () => {
    const responses: Record<string, Answer> = {
      'API JSON': await get('/api/ping'),
      '401': await get('/api/auth/user', { method: 'POST' }),
      '404': await get('/api/no-such-thing'),
      '422': await get('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      '500': await get('/api/test-only/throws'),
      'undecodable URL': await get('/api/%E0%A4%A'),
      asset: await get('/assets/index-abc.js'),
      'missing asset': await get('/assets/index-old.js'),
      icon: await get('/favicon.svg'),
      '/api/docs': await get('/api/docs'),
      '/api/docs script': await get('/api/docs/static/swagger-ui-bundle.js'),
      '/api/docs document': await get('/api/docs/json'),
      'Socket.IO handshake': await get('/socket.io/?EIO=4&transport=polling'),
      'Socket.IO error': await get('/socket.io/?EIO=4&transport=polling&sid=unknown'),
    }
    const statuses = Object.fromEntries(Object.entries(responses).map(([kind, r]) => [kind, r.status]))
    expect(statuses).toEqual({
      'API JSON': 200,
      '401': 401,
      '404': 404,
      '422': 422,
      '500': 500,
      'undecodable URL': 400,
      asset: 200,
      'missing asset': 404,
      icon: 200,
      '/api/docs': 200,
      '/api/docs script': 200,
      '/api/docs document': 200,
      'Socket.IO handshake': 200,
      'Socket.IO error': 400,
    })
    expect(responses['Socket.IO handshake']!.body.startsWith('0{"sid"')).toBe(true)
    const byKind = (headersFor: (response: Answer) => Record<string, string | null>) =>
      Object.fromEntries(Object.entries(responses).map(([kind, response]) => [kind, headersFor(response)]))
    expect(byKind(headersOf)).toEqual(byKind(() => securityHeaders))
  })

  it('gives each index.html a nonce of its own for style elements, written into the page', async () => {
    const pages = [await get('/'), await get('/orders/123'), await get('/guest/orders/some-token')]
    const nonces = new Set<string>()
    for (const page of pages) {
      expect(page.status).toBe(200)
      const html = page.body
      expect(html).not.toContain(noncePlaceholder)
      const nonce = html.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(html).toContain(`src="/assets/index-abc.js" nonce="${nonce}"`)
      expect(headersOf(page)).toEqual({
        ...securityHeaders,
        'content-security-policy': contentSecurityPolicy(nonce),
      })
      expect(page.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}';`)
      // A stored copy must not be revalidated into a new nonce (see static-web.ts).
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(page.headers.get('etag')).toBeNull()
      expect(page.headers.get('last-modified')).toBeNull()
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(pages.length)
    // The raw file is not served: it would carry no nonce.
    expect((await get('/index.html')).status).toBe(404)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { noncePlaceholder } from './static-web.ts'

let t: TestApp
// A web build as Vite writes it (apps/web/vite.config.ts): a script with its compressed copies beside it.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-web-'))
const script = `export const words = ${JSON.stringify('word '.repeat(1000))}\n`
const copies = { br: brotliCompressSync(script), gz: gzipSync(script) }
// Large enough to be compressed as it is sent.
const indexHtml =
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}">` +
  `<script type="module" src="/assets/x.js" nonce="${noncePlaceholder}"></script></head>` +
  `<body>${'<p>Supplyflow</p>'.repeat(200)}</body></html>`

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml)
  fs.writeFileSync(path.join(webDist, 'assets', 'x.js'), script)
  fs.writeFileSync(path.join(webDist, 'assets', 'x.js.br'), copies.br)
  fs.writeFileSync(path.join(webDist, 'assets', 'x.js.gz'), copies.gz)
  t = await createTestApp({ seed: false, webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('web build', () => {
  it('sends a hashed asset’s compressed copy as it is, with its type and the immutable cache header', async () => {
    for (const [acceptEncoding, encoding, body] of [
      ['br', 'br', copies.br],
      ['gzip, deflate, br', 'br', copies.br],
      ['gzip', 'gzip', copies.gz],
      [undefined, undefined, Buffer.from(script)],
    ] as const) {
      const response = await get('/assets/x.js', acceptEncoding)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding)
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.vary).toContain('accept-encoding')
      expect(response.rawPayload.equals(body)).toBe(true)
    }
  })

  it('serves the compressed copies only in place of their file, not under their own names', async () => {
    expect((await get('/assets/x.js.br', 'br')).statusCode).toBe(404)
    expect((await get('/assets/x.js.gz', 'gzip')).statusCode).toBe(404)
  })

  it('answers a missing file, index.html by name and a path out of the build with no file', async () => {
    const missing = await get('/assets/gone-1234.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'errors.notFound' })
    expect((await get('/index.html')).statusCode).toBe(404)
    // Outside the build there is no file: at most the page itself.
    for (const url of [
      '/assets/../../etc/hostname',
      '/%2e%2e/%2e%2e/etc/hostname',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await get(url)
      expect(response.statusCode === 200 ? response.body : '', url).toMatch(/^$|<p>Supplyflow<\/p>/)
    }
    expect((await get('/assets/x.js?v=2')).statusCode).toBe(200)
    expect((await get('/')).body).toContain('<p>Supplyflow</p>')
  })

  it('compresses index.html as it sends it, each copy with its own nonce', async () => {
    const response = await get('/orders', 'br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = brotliDecompressSync(response.rawPayload).toString('utf8')
    const nonce = html.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
  })
})

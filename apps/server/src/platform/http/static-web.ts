import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { contentSecurityPolicy, newStyleNonce } from './security-headers.ts'

// What the web build writes wherever a nonce belongs (apps/web/vite.config.ts, html.cspNonce).
export const noncePlaceholder = 'csp-nonce-placeholder'

// Serves the built SPA; any non-API path that is not a file gets index.html so the router can take it.
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string | undefined,
  widgetOrigin?: string,
) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')
  await app.register(fastifyStatic, {
    root: webDist,
    // One route below serves every file, looked up when asked for: a route per file of the build
    // (about 500, source maps included) cost the start about 0.3 s (issue #15, warm start).
    serve: false,
    index: false,
    // The build writes x.js.br and x.js.gz beside x.js (apps/web/vite.config.ts): a request for x.js
    // that accepts brotli or gzip gets one of them, with x.js's type and Content-Encoding, and no
    // compression work.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; the other files (icons, pictures) are checked on each use.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'no-cache')
    },
  })
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound()
    const file = (request.params as { '*': string })['*']
    // A path with an extension is a file of the build, or a 404 (an old asset after a deploy), so the
    // web can reload instead of receiving index.html in place of a script. The compressed copies are
    // found beside the file they compress, not served under their own names; index.html is answered
    // below, with a nonce of its own.
    if (/\.[a-z0-9]+$/i.test(file))
      return file === 'index.html' || /\.(br|gz)$/i.test(file) ? reply.callNotFound() : reply.sendFile(file)
    // A new nonce for each response. No validators (ETag, Last-Modified): a 304 would pair the stored
    // page, and its old nonce, with the new policy.
    const nonce = newStyleNonce()
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, widgetOrigin))
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(noncePlaceholder, nonce))
  })
  return true
}

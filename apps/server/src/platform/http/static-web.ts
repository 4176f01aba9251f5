import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { contentSecurityPolicy, newStyleNonce } from './security-headers.ts'

// What the web build writes wherever a nonce belongs (apps/web/vite.config.ts, html.cspNonce).
export const noncePlaceholder = 'csp-nonce-placeholder'

// Serves the built SPA; any non-API path that is not a file gets index.html so the router can take it.
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // index.html is answered below, with a nonce of its own.
    index: false,
    // The build writes x.js.br and x.js.gz beside x.js (apps/web/vite.config.ts): a request for x.js
    // that accepts brotli or gzip gets one of them, with x.js's type and Content-Encoding, and no
    // compression work. They are found beside the file they compress, not served under their own name.
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      // Hashed assets never change; the other files (icons, pictures) are checked on each use.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'no-cache')
    },
  })
  app.get('/*', (request, reply) => {
    // A missing file (an old asset after a deploy) is a 404, so the web can reload instead of
    // receiving index.html in place of a script.
    if (request.url.startsWith('/api/') || /\.[a-z0-9]+($|\?)/i.test(request.url)) return reply.callNotFound()
    // A new nonce for each response. No validators (ETag, Last-Modified): a 304 would pair the stored
    // page, and its old nonce, with the new policy.
    const nonce = newStyleNonce()
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(noncePlaceholder, nonce))
  })
  return true
}

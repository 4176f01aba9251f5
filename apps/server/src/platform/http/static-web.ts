import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

// Serves the built SPA; any non-API path that is not a file gets index.html so the router can take it.
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be fresh so a deploy is picked up.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'no-cache')
    },
  })
  app.get('/*', (request, reply) => {
    // A missing file (an old asset after a deploy) is a 404, so the web can reload instead of
    // receiving index.html in place of a script.
    if (request.url.startsWith('/api/') || /\.[a-z0-9]+($|\?)/i.test(request.url)) return reply.callNotFound()
    // Guest links carry secrets in the path: never leak them to another site.
    if (
      request.url.startsWith('/guest/') ||
      request.url.startsWith('/invite/') ||
      request.url.startsWith('/sign-up/')
    )
      reply.header('Referrer-Policy', 'no-referrer')
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
  return true
}

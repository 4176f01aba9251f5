import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

// The one Content-Security-Policy of the app, the API, /api/docs and Socket.IO (docs/decisions/0022).
// Scripts come only from this origin; style elements from this origin or, on index.html, with the
// response's nonce (Mantine's run-time <style>s); style attributes not at all (React sets styles
// through the CSSOM, which CSP does not govern). 'self' in connect-src covers ws: and wss: of this
// origin for Socket.IO (CSP 3). data: images are the icons inlined in Mantine's CSS. A configured
// support widget's origin (decision 0060) may serve scripts, styles, images, fonts, frames and answer
// calls on index.html, the only page that loads it; no other origin ever.
export function contentSecurityPolicy(styleNonce?: string, widgetOrigin?: string): string {
  const widget = widgetOrigin ? [widgetOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...widget],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : []), ...widget],
    'img-src': ["'self'", 'data:', ...widget],
    'font-src': ["'self'", ...widget],
    'connect-src': ["'self'", ...widget],
    ...(widgetOrigin ? { 'frame-src': ["'self'", widgetOrigin] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

// 128 random bits, new for each index.html response.
export const newStyleNonce = () => randomBytes(16).toString('base64')

// Every response carries these, whoever answers it: Fastify (API, errors, web build, /api/docs) and
// engine.io (Socket.IO's polling and upgrade responses, realtime.ts): helmet's defaults, kept here so
// both read one list. no-referrer: guest, invite and sign-up links carry their secret in the path.
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders)
  })
}

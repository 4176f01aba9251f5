import type { FastifyRequest } from 'fastify'

// Link tokens are secrets (ARCHITECTURE: "never logged"); they travel in these path segments and in
// ?token=. Record ids stay readable: only the segment after a link prefix is replaced.
const tokenSegment = /(\/(?:verify-email|invites?|sign-up|guest\/[a-z-]+)\/)[^/?#]+/g
const tokenQuery = /([?&](?:token|hash)=)[^&#]*/g

export function redactLinkTokens(url: string) {
  return url.replace(tokenSegment, '$1[redacted]').replace(tokenQuery, '$1[redacted]')
}

// Fastify's request log line, without the secrets of link URLs.
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  }
}

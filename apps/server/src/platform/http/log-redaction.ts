import { redactedSecret } from '@scm/contracts'
import type { FastifyRequest } from 'fastify'

// Link tokens are secrets (ARCHITECTURE: "never logged"); they travel in these path segments and in
// ?token=. Record ids stay readable: only the segment after a link prefix is replaced. A token ends
// where a URL in a log line, a mail's text or its HTML ends, so whitespace, quotes and markup stop it.
const tokenSegment = /(\/(?:verify-email|invites?|sign-up|guest\/[a-z-]+)\/)[^/?#&\s"'<>]+/g
const tokenQuery = /([?&](?:token|hash)=)[^&#\s"'<>]*/g

// The one place that knows what a link secret looks like: request URLs and stored mail use it alike.
export function redactLinkTokens(text: string) {
  return text.replace(tokenSegment, `$1${redactedSecret}`).replace(tokenQuery, `$1${redactedSecret}`)
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

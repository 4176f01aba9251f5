import { redactedSecret } from '@scm/contracts'

const escaped = redactedSecret.replace(/[[\]]/g, '\\$&')
const link = new RegExp(`https?://(?:${escaped}|[^\\s<>"')\\]])+`, 'g')

// The web addresses in a mail's text body, in order, each once; a link whose token the server
// redacted (decision 0024) is kept whole, to be shown but not followed.
export function mailLinks(text: string): string[] {
  const found = text.match(link) ?? []
  return [...new Set(found.map((url) => url.replace(/[.,;:!?]+$/, '')))]
}

export const isRedacted = (url: string) => url.includes(redactedSecret)

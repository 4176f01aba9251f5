import { type Locale, type MessageKey, type MessageParams, translate } from '@scm/contracts'

interface MailContent {
  subject: string
  text: string
  html: string
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

// A plain message: greeting, one paragraph, an optional link, the signature.
export function renderMail(
  locale: Locale,
  parts: { subject: MessageKey; body: MessageKey; params: MessageParams; name?: string; link?: string },
): MailContent {
  const subject = translate(locale, parts.subject, parts.params)
  const body = translate(locale, parts.body, parts.params)
  const greeting = parts.name ? translate(locale, 'mail.greeting', { name: parts.name }) : ''
  const signature = translate(locale, 'mail.signature')
  const ignore = parts.link ? translate(locale, 'mail.ignore') : ''
  const text = [greeting, body, parts.link ?? '', ignore, signature].filter(Boolean).join('\n\n')
  const html = [
    greeting && `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    parts.link && `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`,
    ignore && `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  return { subject, text, html }
}

import type { Locale, MessageKey, MessageParams } from '@scm/contracts'
import type { Tx } from '../db/database.ts'
import type { Platform } from '../http/context.ts'
import { renderMail } from '../mail/templates.ts'
import type { GuestLinkKind } from './guest-link-kind.ts'
import { type GuestLinkRow, type IssueGuestLink, issueGuestLink } from './guest-links.ts'

// The issuer's side sending a link: a user's request, or the work that follows a committed change.
export interface GuestLinkSender {
  tx: Tx
  platform: Platform
  afterCommit(task: () => Promise<void>): void
}

export interface GuestLinkMail extends Omit<IssueGuestLink, 'password'> {
  kind: GuestLinkKind
  locale: Locale
  // The guest page the token opens, e.g. (token) => `/guest/orders/${token}/confirm`.
  page: (token: string) => string
  subject: MessageKey
  body: MessageKey
  bodyWithPassword: MessageKey
  params: MessageParams
  password: string | null
}

// Issues a link (replacing any live one of its kind for the document) and e-mails it through the mail
// queue: the outbox row commits with the caller's transaction, the delivery waits for the commit. The
// mail is of the private guest-link kind, so not even the issuer's admin reads the live link back
// from the outbox (it would let the issuer answer as its guest).
export async function mailGuestLink(sender: GuestLinkSender, mail: GuestLinkMail): Promise<GuestLinkRow> {
  const { tx, platform } = sender
  const { token, link } = await issueGuestLink(tx, mail.kind, mail)
  // The page opens in the language of the mail: a guest has no account that would remember one.
  const url = `${platform.config.publicUrl}${mail.page(token)}?lang=${mail.locale}`
  const content = renderMail(mail.locale, {
    subject: mail.subject,
    body: mail.password ? mail.bodyWithPassword : mail.body,
    params: mail.params,
    link: url,
  })
  const send = await platform.mailer.queue(tx, {
    companyId: mail.companyId,
    userId: mail.createdBy?.id ?? null,
    kind: 'guest-link',
    to: link.recipientEmail,
    links: [url],
    ...content,
  })
  sender.afterCommit(send)
  return link
}

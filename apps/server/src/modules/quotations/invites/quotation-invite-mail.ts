import { Locale, type MessageKey, type MessageParams } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import type { GuestLinkSender } from '../../../platform/guest-links/guest-link-mail.ts'
import { listGuestLinks } from '../../../platform/guest-links/guest-links.ts'
import { renderMail } from '../../../platform/mail/templates.ts'
import type { QuotationInviteRow } from '../quotation.queries.ts'
import { quotationInviteLink } from './quotation-invite-link.ts'

type Invite = Pick<
  QuotationInviteRow,
  'id' | 'companyId' | 'supplierCompanyId' | 'email' | 'sentAt' | 'guestLocale'
>

// A supplier asked by e-mail, which the bell cannot reach: it hears by mail (decision 0043).
export const isExternal = (invite: Invite): invite is Invite & { email: string } =>
  invite.supplierCompanyId === null && invite.email !== null && invite.sentAt !== null

// Its language once its page has shown it one; else English, the one a stranger most likely reads.
const localeOf = (invite: Invite): Locale => Locale.safeParse(invite.guestLocale).data ?? 'en'

// The invites among these whose link still works: a supplier whose link the buyer revoked is no
// longer asked to act through it.
export async function withLiveLink<T extends Invite>(tx: Tx, companyId: string, invites: T[]) {
  const links = await listGuestLinks(
    tx,
    companyId,
    invites.map((invite) => ({ type: quotationInviteLink.documentType, id: invite.id })),
  )
  const live = new Set(links.filter((link) => link.status === 'active').map((link) => link.document_id))
  return invites.filter((invite) => live.has(invite.id))
}

// The mail an external supplier gets for what a supplier in the app is told in the bell. It carries
// no link: the token is stored hashed only, and a new one per notice would cut the supplier off from
// the one it has (and its password); the text sends it to the link it was mailed. Not a private kind:
// the buyer's admin may read it in the outbox, as it reads its notices to suppliers.
export async function mailExternalSupplier(
  sender: GuestLinkSender & { userId: string | null },
  invite: Invite,
  notice: { subject: MessageKey; body: MessageKey; params: MessageParams },
) {
  if (!isExternal(invite)) return
  const send = await sender.platform.mailer.queue(sender.tx, {
    companyId: invite.companyId,
    userId: sender.userId,
    kind: 'notification',
    to: invite.email,
    ...renderMail(localeOf(invite), notice),
  })
  sender.afterCommit(send)
}

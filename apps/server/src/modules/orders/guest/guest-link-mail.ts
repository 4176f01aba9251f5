import type { MessageKey } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { inCompany } from '../../../platform/db/tenant.ts'
import type { GuestLinkKind } from '../../../platform/guest-links/guest-link-kind.ts'
import { type GuestLinkSender, mailGuestLink } from '../../../platform/guest-links/guest-link-mail.ts'
import type { GuestLinkRow } from '../../../platform/guest-links/guest-links.ts'
import type { Platform, RequestContext } from '../../../platform/http/context.ts'
import { findCompanyLocale, findCompanyName } from '../../../platform/tenancy/company-lookup.ts'
import { asCompany, supplierCards } from '../../partners/index.ts'
import type { OrderRow } from '../order.queries.ts'
import { deviationConfirmLink, orderConfirmLink } from './guest-link-kinds.ts'

interface LinkMail {
  kind: GuestLinkKind
  documentId: string
  // The guest page the link opens: /guest/orders/{token}/{page}.
  page: 'confirm' | 'confirm-deviation'
  subject: MessageKey
  body: MessageKey
  bodyWithPassword: MessageKey
}

// Who answers orders for the supplier: the contact e-mail on the buyer's agreement with it.
async function supplierContact(tx: Tx, order: OrderRow) {
  const [agreement] = await supplierCards(tx, order.companyId, order.supplierCompanyId)
  return agreement?.email ?? null
}

// The mail goes out in the supplier company's language, whoever sends it.
async function supplierLocale(tx: Tx, order: OrderRow) {
  const company = await asCompany(tx, order.supplierCompanyId, () =>
    findCompanyLocale(tx, order.supplierCompanyId),
  )
  return company?.locale ?? 'en'
}

// The buyer's side sending a link: a user's request, or the work that follows a committed send.
interface LinkSender extends GuestLinkSender {
  companyName: string
  user: { id: string; name: string } | null
}

const senderOf = (ctx: RequestContext): LinkSender => ({
  tx: ctx.tx,
  platform: ctx.platform,
  afterCommit: ctx.afterCommit,
  companyName: ctx.principal.company,
  user: { id: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
})

// No contact e-mail on the agreement: no link (null); the supplier's users still see the order in the app.
async function mailOrderLink(
  sender: LinkSender,
  order: OrderRow,
  spec: LinkMail,
  password: string | null,
): Promise<GuestLinkRow | null> {
  const to = await supplierContact(sender.tx, order)
  if (!to) return null
  return mailGuestLink(sender, {
    kind: spec.kind,
    companyId: order.companyId,
    documentId: spec.documentId,
    actingCompanyId: order.supplierCompanyId,
    recipientEmail: to,
    createdBy: sender.user,
    password,
    locale: await supplierLocale(sender.tx, order),
    page: (token) => `/guest/orders/${token}/${spec.page}`,
    subject: spec.subject,
    body: spec.body,
    bodyWithPassword: spec.bodyWithPassword,
    params: { buyer: sender.companyName, number: order.number, days: spec.kind.validDays },
  })
}

const orderMail = (order: OrderRow): LinkMail => ({
  kind: orderConfirmLink,
  documentId: order.id,
  page: 'confirm',
  subject: 'guest.mail.orderSubject',
  body: 'guest.mail.orderBody',
  bodyWithPassword: 'guest.mail.orderBodyPassword',
})

// Once an order has reached `sent` and that change has committed (order-sent.ts): the supplier's
// contact may confirm the order, or confirm it with changes, without an account.
export async function sendOrderGuestLink(platform: Platform, order: OrderRow) {
  const later: Array<() => Promise<void>> = []
  await inCompany(platform.db, order.companyId, async (tx) => {
    const buyer = await findCompanyName(tx, order.companyId)
    const sender = { tx, platform, afterCommit: (task: () => Promise<void>) => later.push(task) }
    await mailOrderLink(
      { ...sender, companyName: buyer?.name ?? '', user: null },
      order,
      orderMail(order),
      null,
    )
  })
  for (const task of later) await task()
}

// The buyer sends the order's link again (a lost mail, a new password).
export const resendOrderGuestLink = (ctx: RequestContext, order: OrderRow, password: string | null) =>
  mailOrderLink(senderOf(ctx), order, orderMail(order), password)

// A buyer's request to change the order, for the supplier's contact to accept or reject change by change.
export const sendDeviationGuestLink = (
  ctx: RequestContext,
  order: OrderRow,
  report: { id: string },
  password: string | null = null,
) =>
  mailOrderLink(
    senderOf(ctx),
    order,
    {
      kind: deviationConfirmLink,
      documentId: report.id,
      page: 'confirm-deviation',
      subject: 'guest.mail.deviationSubject',
      body: 'guest.mail.deviationBody',
      bodyWithPassword: 'guest.mail.deviationBodyPassword',
    },
    password,
  )

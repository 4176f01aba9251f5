import { type BookingGuestLinkBody, pickLocale } from '@scm/contracts'
import { notFound } from '../../platform/errors/app-error.ts'
import { mailGuestLink } from '../../platform/guest-links/guest-link-mail.ts'
import { listGuestLinks, revokeGuestLink, toGuestLink } from '../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findCompanyLocale } from '../../platform/tenancy/company-lookup.ts'
import { auditBooking, findOwnBooking } from './booking.service.ts'
import { bookingGuestLink, bookingGuestDocuments as documents } from './booking-guest-link.ts'

// Buyers who mark the shipment send the booking to the forwarder or the supplier, with the password
// they give them apart (spec §5).
export async function sendBookingGuestLink(
  ctx: RequestContext,
  bookingId: string,
  body: BookingGuestLinkBody,
) {
  const row = await findOwnBooking(ctx, bookingId)
  const locale = pickLocale((await findCompanyLocale(ctx.tx, ctx.companyId))?.locale ?? 'en')
  const link = await mailGuestLink(ctx, {
    kind: bookingGuestLink,
    companyId: ctx.companyId,
    documentId: bookingId,
    actingCompanyId: null,
    recipientEmail: body.email,
    createdBy: { id: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
    password: body.password,
    locale,
    page: (token) => `/guest/bookings/${token}`,
    subject: 'guest.mail.bookingSubject',
    body: 'guest.mail.bookingBodyPassword',
    bodyWithPassword: 'guest.mail.bookingBodyPassword',
    params: {
      company: ctx.principal.company,
      number: row.number,
      supplier: row.supplierName,
      days: bookingGuestLink.validDays,
    },
  })
  await auditBooking(ctx, bookingId, 'guest-link.sent', null, { guest_email: link.recipientEmail })
  return toGuestLink(link)
}

export async function revokeBookingGuestLink(ctx: RequestContext, bookingId: string, linkId: string) {
  await findOwnBooking(ctx, bookingId)
  const links = await listGuestLinks(ctx.tx, ctx.companyId, documents(bookingId))
  const link = links.find((each) => each.id === linkId)
  if (!link || !(await revokeGuestLink(ctx.tx, ctx.companyId, linkId, documents(bookingId)))) throw notFound()
  await auditBooking(ctx, bookingId, 'guest-link.revoked', { guest_email: link.recipient_email }, null)
  return { id: linkId }
}

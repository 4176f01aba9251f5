import type { SendGuestLinkBody } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, conflict, notFound } from '../../../platform/errors/app-error.ts'
import { listGuestLinks, revokeGuestLink, toGuestLink } from '../../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { findPendingBuyerRequest, listReportIds } from '../deviation-reports/deviation-report.queries.ts'
import { findOrderForActor } from '../order-access.ts'
import { deviationConfirmLink, orderConfirmLink } from './guest-link-kinds.ts'
import { resendOrderGuestLink, sendDeviationGuestLink } from './guest-link-mail.ts'

// The links are the buyer's: a supplier asking about them finds no such order.
async function buyersOrder(ctx: RequestContext, orderId: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  if (side !== 'buyer') throw notFound()
  return order
}

// The order's own links and those of its deviation reports.
async function documentsOf(ctx: RequestContext, orderId: string) {
  const reports = await listReportIds(ctx.tx, orderId)
  return [
    { type: orderConfirmLink.documentType, id: orderId },
    ...reports.map((report) => ({ type: deviationConfirmLink.documentType, id: report.id })),
  ]
}

export async function listOrderGuestLinks(ctx: RequestContext, orderId: string) {
  await buyersOrder(ctx, orderId)
  return listGuestLinks(ctx.tx, ctx.companyId, await documentsOf(ctx, orderId))
}

// A new link replaces the live one (a lost mail, a new password): the order's while it waits for the
// supplier's answer, or the one for the buyer's change request still waiting.
export async function sendOrderGuestLinkAgain(
  ctx: RequestContext,
  orderId: string,
  body: z.output<typeof SendGuestLinkBody>,
) {
  const order = await buyersOrder(ctx, orderId)
  let link: Awaited<ReturnType<typeof resendOrderGuestLink>>
  if (body.purpose === 'confirm') {
    if (order.status !== 'sent') throw conflict('guest.orderNotAwaiting')
    link = await resendOrderGuestLink(ctx, order, body.password)
  } else {
    const request = await findPendingBuyerRequest(ctx.tx, orderId)
    if (!request) throw conflict('guest.noPendingRequest')
    link = await sendDeviationGuestLink(ctx, order, request, body.password)
  }
  if (!link) throw new AppError(422, 'guest.noContact')
  return toGuestLink(link)
}

export async function revokeOrderGuestLink(ctx: RequestContext, orderId: string, linkId: string) {
  await buyersOrder(ctx, orderId)
  if (!(await revokeGuestLink(ctx.tx, ctx.companyId, linkId, await documentsOf(ctx, orderId))))
    throw notFound()
  return messageBody(ctx, 'guest.linkRevoked')
}

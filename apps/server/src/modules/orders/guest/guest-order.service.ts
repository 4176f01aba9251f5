import type { GuestConfirmBody, GuestProposeBody } from '@scm/contracts'
import type { z } from 'zod'
import { claimGuestLink } from '../../../platform/guest-links/guest-access.ts'
import type { PublicContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import type { DeviationContext } from '../deviation-reports/deviation-context.ts'
import { lockOrder } from '../deviation-reports/deviation-report.service.ts'
import { raiseDeviation } from '../deviation-reports/raise-deviation.ts'
import { findOrderForActor } from '../order-access.ts'
import { confirmAsSupplier } from './guest-confirm.ts'
import { asGuest } from './guest-context.ts'
import { orderConfirmLink } from './guest-link-kinds.ts'
import { toGuestOrder } from './guest-order-view.ts'

export const getGuestOrder = (ctx: PublicContext, token: string) =>
  asGuest(ctx, orderConfirmLink, token, async (dctx, link) => {
    const { order } = await findOrderForActor(dctx.tx, dctx.companyId, link.documentId)
    return toGuestOrder(dctx.tx, order, link)
  })

// The order as the link's answer will change it: locked, and the link used up in the same transaction,
// so a second click or a second tab finds the link spent and changes nothing.
async function answeringOrder(dctx: DeviationContext, documentId: string) {
  await findOrderForActor(dctx.tx, dctx.companyId, documentId)
  return lockOrder(dctx.tx, documentId)
}

export const confirmGuestOrder = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof GuestConfirmBody>,
) =>
  asGuest(ctx, orderConfirmLink, token, async (dctx, link) => {
    const order = await answeringOrder(dctx, link.documentId)
    await claimGuestLink(dctx.tx, link)
    await confirmAsSupplier(dctx, order, body.version)
    return messageBody(ctx, 'guest.confirmed', { number: order.number })
  })

// Confirming with changes: the order is confirmed, and the changes go to the buyer as the supplier's
// deviation (pre-approved when within the buyer's tolerances).
export const proposeGuestOrder = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof GuestProposeBody>,
) =>
  asGuest(ctx, orderConfirmLink, token, async (dctx, link) => {
    const order = await answeringOrder(dctx, link.documentId)
    await claimGuestLink(dctx.tx, link)
    const confirmed = await confirmAsSupplier(dctx, order, body.version)
    await raiseDeviation(dctx, confirmed, 'supplier', body)
    return messageBody(ctx, 'guest.proposed', { number: order.number, buyer: order.buyerName })
  })

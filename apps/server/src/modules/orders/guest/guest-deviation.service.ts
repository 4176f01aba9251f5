import type { DeviationDecisionsBody, GuestDeviation } from '@scm/contracts'
import type { z } from 'zod'
import { invalidField, notFound } from '../../../platform/errors/app-error.ts'
import { claimGuestLink } from '../../../platform/guest-links/guest-access.ts'
import type { PublicContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { decideReport } from '../deviation-reports/decide-deviation.ts'
import type { DeviationContext } from '../deviation-reports/deviation-context.ts'
import { findReportOrderId, reportChanges } from '../deviation-reports/deviation-report.queries.ts'
import { lockOrder } from '../deviation-reports/deviation-report.service.ts'
import { loadReports, lockReport } from '../deviation-reports/deviation-report-reads.ts'
import { findOrderForActor } from '../order-access.ts'
import { asGuest } from './guest-context.ts'
import { deviationConfirmLink } from './guest-link-kinds.ts'

// The order a change request belongs to, as its supplier sees it.
async function orderOfReport(dctx: DeviationContext, reportId: string) {
  const report = await findReportOrderId(dctx.tx, reportId)
  if (!report) throw notFound()
  return (await findOrderForActor(dctx.tx, dctx.companyId, report.orderId)).order
}

export const getGuestDeviation = (ctx: PublicContext, token: string): Promise<GuestDeviation> =>
  asGuest(ctx, deviationConfirmLink, token, async (dctx, link) => {
    const order = await orderOfReport(dctx, link.documentId)
    const [report] = await loadReports(dctx.tx, order, () => [], link.documentId)
    if (!report) throw notFound()
    const { allowed_actions: _, ...shown } = report
    return {
      order: {
        number: order.number,
        buyer_name: order.buyerName,
        supplier_name: order.supplierName,
        currency: order.currency as GuestDeviation['order']['currency'],
      },
      report: shown,
      recipient_email: link.recipientEmail,
    }
  })

// The link works once, so its holder answers every change in one go.
export const decideGuestDeviation = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof DeviationDecisionsBody>,
) =>
  asGuest(ctx, deviationConfirmLink, token, async (dctx, link) => {
    const { id: orderId } = await orderOfReport(dctx, link.documentId)
    const order = await lockOrder(dctx.tx, orderId)
    const report = await lockReport(dctx.tx, orderId, link.documentId)
    const answered = new Set(body.decisions.map((decision) => decision.change_id))
    const open = (await reportChanges(dctx.tx, report.id)).filter((change) => change.decision === 'pending')
    if (open.some((change) => !answered.has(change.id)))
      throw invalidField('decisions', 'deviations.decideAll')
    await claimGuestLink(dctx.tx, link)
    await decideReport(dctx, order, 'supplier', report, body)
    return messageBody(ctx, 'guest.deviationAnswered', { buyer: order.buyerName })
  })

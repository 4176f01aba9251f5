import type {
  CreateDeviationReportBody,
  DeviationCommandBody,
  DeviationDecisionsBody,
  DeviationReport,
} from '@scm/contracts'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { sendDeviationGuestLink } from '../guest/guest-link-mail.ts'
import type { OrderRow } from '../order.queries.ts'
import { assertOrderVersion, findOrderForActor } from '../order-access.ts'
import { commandReport, decideReport } from './decide-deviation.ts'
import { type DeviationContext, deviationContext } from './deviation-context.ts'
import { deviationOptionsFor } from './deviation-options.ts'
import { lockOrderRow } from './deviation-order.queries.ts'
import { loadReports, lockReport } from './deviation-report-reads.ts'
import { allowedDeviationActions } from './deviation-rules.ts'
import { raiseDeviation } from './raise-deviation.ts'

async function openOrder(ctx: RequestContext, orderId: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  return { order, side, dctx: deviationContext(ctx) }
}

// The order row again, locked: changes to one order's deviations are taken one at a time.
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const order = await lockOrderRow(tx, orderId)
  if (!order) throw notFound()
  return order
}

async function reportsOf(dctx: DeviationContext, order: OrderRow, side: 'buyer' | 'supplier', id?: string) {
  return loadReports(dctx.tx, order, (report) => allowedDeviationActions(side, dctx.mayBuy, report), id)
}

export async function listDeviationReports(ctx: RequestContext, orderId: string) {
  const { order, side, dctx } = await openOrder(ctx, orderId)
  return reportsOf(dctx, order, side)
}

export async function getDeviationReport(
  ctx: RequestContext,
  orderId: string,
  reportId: string,
): Promise<DeviationReport> {
  const { order, side, dctx } = await openOrder(ctx, orderId)
  const [report] = await reportsOf(dctx, order, side, reportId)
  if (!report) throw notFound()
  return report
}

export async function getDeviationOptions(ctx: RequestContext, orderId: string) {
  const { order } = await openOrder(ctx, orderId)
  return deviationOptionsFor(ctx.tx, order)
}

// The supplier's deviation or the buyer's request-update; the buyer's request is also e-mailed to the
// supplier's contact as a link to answer it.
export async function createDeviationReport(
  ctx: RequestContext,
  orderId: string,
  body: z.output<typeof CreateDeviationReportBody>,
) {
  const { side, dctx } = await openOrder(ctx, orderId)
  const order = await lockOrder(ctx.tx, orderId)
  assertOrderVersion(order, body.order_version)
  const raised = await raiseDeviation(dctx, order, side, body)
  if (side === 'buyer') await sendDeviationGuestLink(ctx, raised.order, raised.report)
  const [report] = await reportsOf(dctx, raised.order, side, raised.report.id)
  return report!
}

export async function decideDeviationReport(
  ctx: RequestContext,
  orderId: string,
  reportId: string,
  body: z.output<typeof DeviationDecisionsBody>,
) {
  const { side, dctx } = await openOrder(ctx, orderId)
  const order = await lockOrder(ctx.tx, orderId)
  await decideReport(dctx, order, side, await lockReport(ctx.tx, orderId, reportId), body)
  return getDeviationReport(ctx, orderId, reportId)
}

export async function commandDeviationReport(
  ctx: RequestContext,
  orderId: string,
  reportId: string,
  body: z.output<typeof DeviationCommandBody>,
) {
  const { side, dctx } = await openOrder(ctx, orderId)
  const order = await lockOrder(ctx.tx, orderId)
  await commandReport(dctx, order, side, await lockReport(ctx.tx, orderId, reportId), body)
  return getDeviationReport(ctx, orderId, reportId)
}

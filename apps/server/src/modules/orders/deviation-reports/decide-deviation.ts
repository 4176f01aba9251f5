import {
  type DeviationCommand,
  type DeviationDecisionsBody,
  type DeviationStatus,
  deviationOutcome,
  type OrderSide,
} from '@scm/contracts'
import type { z } from 'zod'
import { verdictsOn } from '../../../platform/deviations/deviation-verdicts.ts'
import { revokeGuestLinks } from '../../../platform/guest-links/guest-links.ts'
import { asCompany } from '../../partners/index.ts'
import { deviationConfirmLink } from '../guest/guest-link-kinds.ts'
import type { OrderRow } from '../order.queries.ts'
import { recordOrderHistory } from '../order-history.ts'
import { announceOrderUpdated, tellCompanyAfterCommit } from '../order-notices.ts'
import { applyChanges } from './apply-deviation.ts'
import type { DeviationContext } from './deviation-context.ts'
import { deviationNotice } from './deviation-notice.ts'
import { syncPendingDeviations } from './deviation-order.queries.ts'
import {
  type ChangeRow,
  findPendingReport,
  type ReportRow,
  reportChanges,
  reportIdentifier,
  updateChangeDecisions,
  updateReportStatus,
} from './deviation-report.queries.ts'
import { assertDeviationAction, assertOrderOpen } from './deviation-rules.ts'

type Verdicts = z.output<typeof DeviationDecisionsBody>['decisions']
type Outcome = Exclude<DeviationStatus, 'pre_approved'>

const settledMessage = {
  confirmed: 'deviations.notify.confirmed',
  rejected: 'deviations.notify.rejected',
  withdrawn: 'deviations.notify.withdrawn',
} as const

// Records the verdicts on still-undecided changes and applies the accepted ones; then moves the
// report to the status its decisions give, tells the other party once it is settled, and refreshes
// both parties' pages.
async function settle(
  dctx: DeviationContext,
  order: OrderRow,
  side: OrderSide,
  report: ReportRow,
  changes: ChangeRow[],
  verdicts: Map<string, 'accepted' | 'rejected'>,
  status: Outcome,
) {
  const { tx } = dctx
  const now = new Date()
  const actor = { ...dctx.actor, side }
  const identifier = reportIdentifier(order.number, report.number)
  await updateChangeDecisions(tx, verdicts, { at: now, byName: dctx.actor.name })
  const accepted = changes.filter((change) => verdicts.get(change.id) === 'accepted')
  const current = await applyChanges(tx, order, accepted, actor, identifier)
  const updated = await updateReportStatus(tx, report.id, {
    status,
    updatedAt: now,
    ...(status !== 'pending' ? { decidedAt: now, decidedByName: dctx.actor.name } : {}),
  })
  if (status === 'rejected' || status === 'withdrawn')
    await recordOrderHistory(tx, order, actor, { event: `deviation_${status}`, reason: identifier })
  await syncPendingDeviations(tx, order.id)
  if (status !== 'pending') {
    // A link still waiting for the supplier's answer has nothing left to answer.
    await asCompany(tx, order.companyId, () =>
      revokeGuestLinks(tx, deviationConfirmLink, order.companyId, report.id),
    )
    tellCompanyAfterCommit(
      dctx,
      side === 'buyer' ? order.supplierCompanyId : order.companyId,
      deviationNotice(
        dctx,
        order,
        report,
        status === 'withdrawn' ? 'order-deviation' : 'order-deviation-decided',
        settledMessage[status],
      ),
    )
  }
  announceOrderUpdated(dctx, current, true)
  return updated!
}

// The other party accepts or rejects changes, each on its own.
export async function decideReport(
  dctx: DeviationContext,
  order: OrderRow,
  side: OrderSide,
  report: ReportRow,
  body: { version: number; decisions: Verdicts },
) {
  assertDeviationAction('decide', side, dctx.mayBuy, report, body.version)
  assertOrderOpen(order)
  const changes = await reportChanges(dctx.tx, report.id)
  const verdicts = verdictsOn(changes, body.decisions)
  const outcome = deviationOutcome(changes.map((change) => verdicts.get(change.id) ?? change.decision))
  return settle(dctx, order, side, report, changes, verdicts, outcome)
}

// Force-confirm (the buyer accepts every change still undecided) or withdraw (the author takes the
// report back while it waits).
export async function commandReport(
  dctx: DeviationContext,
  order: OrderRow,
  side: OrderSide,
  report: ReportRow,
  body: { action: DeviationCommand; version: number },
) {
  assertDeviationAction(body.action, side, dctx.mayBuy, report, body.version)
  const changes = await reportChanges(dctx.tx, report.id)
  if (body.action === 'withdraw') return settle(dctx, order, side, report, changes, new Map(), 'withdrawn')
  assertOrderOpen(order)
  const undecided = changes.filter((change) => change.decision === 'pending')
  const verdicts = new Map(undecided.map((change) => [change.id, 'accepted' as const]))
  return settle(dctx, order, side, report, changes, verdicts, 'confirmed')
}

// An order that leaves the statuses deviations are about (returned to draft, cancelled, rejected) takes
// its pending report with it: nobody could decide on it any more, and nobody should be asked to.
export async function withdrawPendingReport(dctx: DeviationContext, order: OrderRow, side: OrderSide) {
  const report = await findPendingReport(dctx.tx, order.id)
  if (!report) return
  await settle(dctx, order, side, report, await reportChanges(dctx.tx, report.id), new Map(), 'withdrawn')
}

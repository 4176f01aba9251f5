import type { OrderSide } from '@scm/contracts'
import { uniqueViolation } from '../../../platform/db/unique-violation.ts'
import { conflict, forbidden } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import { recordOrderHistory } from '../order-history.ts'
import { announceOrderUpdated, tellCompanyAfterCommit } from '../order-notices.ts'
import { applyChanges } from './apply-deviation.ts'
import type { DeviationContext } from './deviation-context.ts'
import { deviationNotice } from './deviation-notice.ts'
import { syncPendingDeviations } from './deviation-order.queries.ts'
import { type ProposedChanges, planChanges } from './deviation-plan.ts'
import {
  findPendingReportId,
  insertChanges,
  insertReport,
  nextReportNumber,
  type ReportRow,
  reportChanges,
  reportIdentifier,
} from './deviation-report.queries.ts'
import { assertOrderOpen } from './deviation-rules.ts'
import { buyerTolerances, measureChange } from './deviation-tolerance.ts'

// A new report on a sent order, which the caller has locked. The supplier's deviation, or the buyer's
// request to change the order (spec /orders/{id}/request-update). A supplier's report whose every
// change is within the buyer's tolerances is pre-approved and applied at once.
export async function raiseDeviation(
  dctx: DeviationContext,
  order: OrderRow,
  side: OrderSide,
  input: ProposedChanges & { reason: string | null },
): Promise<{ report: ReportRow; order: OrderRow }> {
  const { tx } = dctx
  if (side === 'buyer' && !dctx.mayBuy) throw forbidden()
  assertOrderOpen(order)
  if (await findPendingReportId(tx, order.id)) throw conflict('deviations.pendingExists')

  const planned = await planChanges(tx, order, input)
  const tolerances = await buyerTolerances(tx, order.companyId)
  const measured = planned.map((change) => ({
    ...change,
    ...measureChange(change.field, change.originalValue, change.newValue, tolerances),
  }))
  const preApproved = side === 'supplier' && measured.every((change) => change.withinTolerance)
  const number = await nextReportNumber(tx, order.id)
  const identifier = reportIdentifier(order.number, number)
  const now = new Date()
  const actor = { ...dctx.actor, side }

  let report: ReportRow
  try {
    report = await insertReport(tx, {
      companyId: order.companyId,
      orderId: order.id,
      number,
      raisedBy: side,
      status: preApproved ? 'pre_approved' : 'pending',
      reason: input.reason,
      createdBy: dctx.actor.userId,
      createdByName: dctx.actor.name,
      decidedAt: preApproved ? now : null,
    })
  } catch (error) {
    if (uniqueViolation(error)) throw conflict('deviations.pendingExists')
    throw error
  }
  await insertChanges(
    tx,
    measured.map((change, position) => ({
      companyId: order.companyId,
      reportId: report.id,
      orderId: order.id,
      position,
      deliveryId: change.deliveryId,
      lineId: change.lineId,
      field: change.field,
      originalValue: change.originalValue,
      newValue: change.newValue,
      originalLabel: change.originalLabel,
      newLabel: change.newLabel,
      dayDifference: change.dayDifference,
      percentDifference: change.percentDifference,
      beyondTolerance: change.beyondTolerance,
      decision: preApproved ? ('accepted' as const) : ('pending' as const),
      decidedAt: preApproved ? now : null,
    })),
  )

  await recordOrderHistory(tx, order, actor, { event: 'deviation_reported', reason: identifier })
  const current = preApproved
    ? await applyChanges(tx, order, await reportChanges(tx, report.id), actor, identifier)
    : order
  await syncPendingDeviations(tx, order.id)

  tellCompanyAfterCommit(
    dctx,
    side === 'buyer' ? order.supplierCompanyId : order.companyId,
    deviationNotice(
      dctx,
      order,
      report,
      'order-deviation',
      preApproved
        ? 'deviations.notify.preApproved'
        : side === 'supplier'
          ? 'deviations.notify.reported'
          : 'deviations.notify.requested',
    ),
  )
  announceOrderUpdated(dctx, current, true)
  return { report, order: current }
}

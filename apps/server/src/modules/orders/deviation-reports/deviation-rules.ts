import {
  type DeviationAction,
  type DeviationActor,
  deviationActions,
  deviationOrderStatuses,
  deviationTransitions,
  type OrderSide,
} from '@scm/contracts'
import { conflict, forbidden } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import type { ReportRow } from './deviation-report.queries.ts'

const actorsOf = (side: OrderSide, report: ReportRow): DeviationActor[] => [
  report.raisedBy === side ? 'author' : 'counterparty',
  ...(side === 'buyer' ? (['buyer'] as const) : []),
]

// The buyer's side of a deviation needs create.order; the supplier's needs only to see the order.
const mayAct = (action: DeviationAction, side: OrderSide, mayBuy: boolean, report: ReportRow) =>
  deviationTransitions[action].by.some((actor) => actorsOf(side, report).includes(actor)) &&
  (side === 'supplier' || mayBuy)

export const allowedDeviationActions = (side: OrderSide, mayBuy: boolean, report: ReportRow) =>
  deviationActions.filter(
    (action) =>
      mayAct(action, side, mayBuy, report) && deviationTransitions[action].from.includes(report.status),
  )

// Not this caller's to take: 403; not from this status (already decided, withdrawn …): 409.
export function assertDeviationAction(
  action: DeviationAction,
  side: OrderSide,
  mayBuy: boolean,
  report: ReportRow,
  version: number,
) {
  if (!mayAct(action, side, mayBuy, report)) throw forbidden()
  if (!deviationTransitions[action].from.includes(report.status)) throw conflict('deviations.notAllowed')
  if (report.version !== version) throw conflict()
}

export function assertOrderOpen(order: OrderRow) {
  if (!deviationOrderStatuses.includes(order.status)) throw conflict('deviations.orderNotOpen')
}

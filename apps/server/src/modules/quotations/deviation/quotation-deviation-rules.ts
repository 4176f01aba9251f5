import {
  canTakeDeviationAction,
  type DeviationAction,
  type DeviationActor,
  deviationActions,
  deviationTransitions,
} from '@scm/contracts'
import { conflict, forbidden } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import type { DeviationRow } from './quotation-deviation.queries.ts'

type Side = 'buyer' | 'supplier'
export type Allowed = (row: DeviationRow) => DeviationAction[]

export const deviationIdentifier = (quotationNumber: string, number: number) =>
  `${quotationNumber}-D${number}`

// The supplier raises every deviation of a quotation (decision 0041); the buyer decides, or accepts
// them all at once, while it may write quotations.
const actorsOf = (side: Side, mayBuy: boolean): DeviationActor[] =>
  side === 'supplier' ? ['author'] : mayBuy ? ['counterparty', 'buyer'] : []

export const allowedFor =
  (side: Side, mayBuy: boolean): Allowed =>
  (row) =>
    deviationActions.filter((action) => canTakeDeviationAction(action, actorsOf(side, mayBuy), row.status))

// Not this caller's to take: 403; not from this status: 409; changed since it was read: 409.
export function assertAction(
  action: DeviationAction,
  side: Side,
  mayBuy: boolean,
  row: DeviationRow,
  version: number,
) {
  const rule = deviationTransitions[action]
  if (!rule.by.some((actor) => actorsOf(side, mayBuy).includes(actor))) throw forbidden()
  if (!rule.from.includes(row.status)) throw conflict('deviations.notAllowed')
  if (row.version !== version) throw conflict()
}

// A deviation is about the terms of a quotation still being weighed or just awarded: not once it is
// closed or cancelled, not for a supplier turned down, not once the order is made from it.
export function assertOpen(quotation: { status: string; orderId: string | null }, inviteStatus?: string) {
  const live = ['in-progress', 'awarded']
  if (!live.includes(quotation.status) || quotation.orderId !== null)
    throw conflict('quotations.deviation.notOpen')
  if (inviteStatus !== undefined && !live.includes(inviteStatus))
    throw conflict('quotations.deviation.notOpen')
}

export const mayBuy = (ctx: RequestContext) => ctx.principal.permissions.includes('create.quotation')

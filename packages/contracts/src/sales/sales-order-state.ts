import { z } from 'zod'

// Spec §4: a sales order is open or cancelled, with an accept status. Our design: the accept status is
// the customer's answer as the seller records it (pending until then), and an open, accepted order is
// dispatched once, which issues its stock.
export const salesOrderStatuses = ['open', 'cancelled'] as const
export const SalesOrderStatus = z.enum(salesOrderStatuses)
export type SalesOrderStatus = z.infer<typeof SalesOrderStatus>

export const salesOrderAcceptStatuses = ['pending', 'accepted', 'declined'] as const
export const SalesOrderAcceptStatus = z.enum(salesOrderAcceptStatuses)
export type SalesOrderAcceptStatus = z.infer<typeof SalesOrderAcceptStatus>

export const salesOrderActions = ['accept', 'decline', 'cancel', 'dispatch'] as const
export const SalesOrderAction = z.enum(salesOrderActions)
export type SalesOrderAction = z.infer<typeof SalesOrderAction>

export interface SalesOrderState {
  status: SalesOrderStatus
  accept_status: SalesOrderAcceptStatus
  dispatched: boolean
}

interface Transition {
  // The accept statuses the action starts from; every action needs an open order not yet dispatched.
  from: readonly SalesOrderAcceptStatus[]
  to: Partial<SalesOrderState>
}

// The whole state machine: any other move is refused with 409. Accepting reserves the lines' stock,
// declining or cancelling an accepted order releases it, dispatching issues it.
export const salesOrderTransitions: Record<SalesOrderAction, Transition> = {
  accept: { from: ['pending', 'declined'], to: { accept_status: 'accepted' } },
  decline: { from: ['pending', 'accepted'], to: { accept_status: 'declined' } },
  cancel: { from: ['pending', 'accepted', 'declined'], to: { status: 'cancelled' } },
  dispatch: { from: ['accepted'], to: { dispatched: true } },
}

export const canTakeSalesOrderAction = (action: SalesOrderAction, state: SalesOrderState) =>
  state.status === 'open' &&
  !state.dispatched &&
  salesOrderTransitions[action].from.includes(state.accept_status)

// Whether the order already is where the action would take it: a second click changes nothing. An
// answer recorded again is a repeat only while the order is still open and not dispatched; a cancelled
// order that had been accepted is not "accepted again", it is refused.
export const salesOrderActionDone = (action: SalesOrderAction, state: SalesOrderState) =>
  Object.entries(salesOrderTransitions[action].to).every(
    ([key, value]) => state[key as keyof SalesOrderState] === value,
  ) &&
  (action === 'cancel' || action === 'dispatch' || salesOrderEditable(state))

// The header and lines change while the order is open and not dispatched.
export const salesOrderEditable = (state: SalesOrderState) => state.status === 'open' && !state.dispatched

// Whether the order holds stock back: accepted, open and not yet dispatched.
export const salesOrderReserves = (state: SalesOrderState) =>
  state.status === 'open' && !state.dispatched && state.accept_status === 'accepted'

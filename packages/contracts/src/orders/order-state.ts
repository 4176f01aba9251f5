import { z } from 'zod'

// Spec §4 Order. The buyer drafts an order, has it authorized where a rule asks for it and sends it;
// the supplier confirms it (ordered) or rejects it, works on it (in progress, packing completed) and
// ships it (in transit once every delivery is fully shipped); the buyer receives it (delivered) and
// closes it (completed). The order lists of spec §2.1 are these statuses.
export const orderStatuses = [
  'draft',
  'approval_required',
  'sent',
  'ordered',
  'in_progress',
  'packing_completed',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
  'rejected',
] as const
export const OrderStatus = z.enum(orderStatuses)
export type OrderStatus = z.infer<typeof OrderStatus>

// Who takes an action: the buyer's users, the buyer's named approvers (an authorization rule), or the
// supplier (its users, or a guest holding the order's link).
export const orderActors = ['buyer', 'approver', 'supplier'] as const
export type OrderActor = (typeof orderActors)[number]

export const orderActions = [
  'send',
  'request_authorization',
  'authorize',
  'decline_authorization',
  'return_to_draft',
  'confirm',
  'reject',
  'start_production',
  'complete_packing',
  'mark_delivered',
  'complete',
  'cancel',
  'request_cancellation',
  'approve_cancellation',
  'decline_cancellation',
] as const
export const OrderAction = z.enum(orderActions)
export type OrderAction = z.infer<typeof OrderAction>

interface Transition {
  by: readonly OrderActor[]
  from: readonly OrderStatus[]
  // Absent: the status stays (the action changes a flag, e.g. a cancellation request).
  to?: OrderStatus
}

// After confirmation, cancelling needs both parties: one requests, the other approves or declines.
const cancellableAfterSending = ['sent', 'ordered', 'in_progress', 'packing_completed'] as const

// The whole state machine: any action from any other status is refused with 409. `send` from a draft
// goes to approval_required instead of sent when an authorization rule applies (the server decides);
// marking deliveries in transit is its own endpoint and moves the order to in_transit when every
// delivery is fully shipped.
export const orderTransitions: Record<OrderAction, Transition> = {
  send: { by: ['buyer'], from: ['draft'], to: 'sent' },
  request_authorization: { by: ['buyer'], from: ['draft'], to: 'approval_required' },
  authorize: { by: ['approver'], from: ['approval_required'], to: 'sent' },
  decline_authorization: { by: ['approver'], from: ['approval_required'], to: 'draft' },
  return_to_draft: { by: ['buyer'], from: ['approval_required', 'sent', 'rejected'], to: 'draft' },
  confirm: { by: ['supplier'], from: ['sent'], to: 'ordered' },
  reject: { by: ['supplier'], from: ['sent'], to: 'rejected' },
  start_production: { by: ['supplier'], from: ['ordered'], to: 'in_progress' },
  complete_packing: { by: ['supplier'], from: ['ordered', 'in_progress'], to: 'packing_completed' },
  mark_delivered: { by: ['buyer'], from: ['in_transit'], to: 'delivered' },
  complete: { by: ['buyer'], from: ['delivered'], to: 'completed' },
  cancel: { by: ['buyer'], from: ['draft', 'approval_required'], to: 'cancelled' },
  request_cancellation: { by: ['buyer', 'supplier'], from: cancellableAfterSending },
  approve_cancellation: { by: ['buyer', 'supplier'], from: cancellableAfterSending, to: 'cancelled' },
  decline_cancellation: { by: ['buyer', 'supplier'], from: cancellableAfterSending },
}

export function canTakeOrderAction(action: OrderAction, actor: OrderActor, status: OrderStatus): boolean {
  const rule = orderTransitions[action]
  return rule.by.includes(actor) && rule.from.includes(status)
}

// A cancellation request is answered by the other party, never by the one who asked.
export const cancellationActions = ['approve_cancellation', 'decline_cancellation'] as const

// Every status the order can move to from `status`, for the state-machine property test and the UI.
export function nextOrderStatuses(status: OrderStatus): OrderStatus[] {
  const targets = new Set<OrderStatus>()
  for (const rule of Object.values(orderTransitions))
    if (rule.from.includes(status) && rule.to) targets.add(rule.to)
  if (shippableStatuses.includes(status)) targets.add('in_transit')
  return [...targets]
}

// Nothing leaves these: a completed or cancelled order is history.
export const terminalOrderStatuses: readonly OrderStatus[] = ['completed', 'cancelled']

// A delivery's goods: none shipped yet, some (partially), or all (fully). Spec §4.
export const deliveryShipmentStates = ['not_shipped', 'partially_shipped', 'fully_shipped'] as const
export const DeliveryShipmentState = z.enum(deliveryShipmentStates)
export type DeliveryShipmentState = z.infer<typeof DeliveryShipmentState>

// The supplier marks deliveries shipped once the order is confirmed.
export const shippableStatuses: readonly OrderStatus[] = ['ordered', 'in_progress', 'packing_completed']

// Spec §4 shipment readiness of a delivery, set by the supplier.
export const shipmentReadinessValues = ['too_early', 'ok_to_ship', 'submitted_for_shipment'] as const
export const ShipmentReadiness = z.enum(shipmentReadinessValues)
export type ShipmentReadiness = z.infer<typeof ShipmentReadiness>

// The order lists of spec §2.1, each a set of statuses.
export const orderListViews = {
  all: orderStatuses,
  'in-progress': ['sent', 'ordered', 'in_progress'],
  'packing-completed': ['packing_completed'],
  'in-transit': ['in_transit'],
  delivered: ['delivered'],
  completed: ['completed'],
} as const satisfies Record<string, readonly OrderStatus[]>
export type OrderListView = keyof typeof orderListViews
export const OrderListView = z.enum([
  'all',
  'in-progress',
  'packing-completed',
  'in-transit',
  'delivered',
  'completed',
])

import { z } from 'zod'

// Spec §4 Booking / shipment: draft, pickup scheduled, in transit, goods delivered, goods receipt, each
// with its mark action; pickup requested and pickup request failed on the way to a scheduled pickup.
export const bookingStatuses = [
  'draft',
  'pickup_requested',
  'pickup_request_failed',
  'pickup_scheduled',
  'in_transit',
  'goods_delivered',
  'goods_receipt',
] as const
export const BookingStatus = z.enum(bookingStatuses)
export type BookingStatus = z.infer<typeof BookingStatus>

export const bookingActions = [
  'request_pickup',
  'fail_pickup_request',
  'schedule_pickup',
  'mark_in_transit',
  'mark_goods_delivered',
  'mark_goods_receipt',
] as const
export const BookingAction = z.enum(bookingActions)
export type BookingAction = z.infer<typeof BookingAction>

// The whole state machine (decision 0057): any other move is refused with 409. The rules a mark checks
// beyond the status (a complete packing list, an ETD on every delivery) are the server's.
export const bookingTransitions: Record<
  BookingAction,
  { from: readonly BookingStatus[]; to: BookingStatus }
> = {
  request_pickup: { from: ['draft', 'pickup_request_failed'], to: 'pickup_requested' },
  fail_pickup_request: { from: ['pickup_requested'], to: 'pickup_request_failed' },
  schedule_pickup: {
    from: ['draft', 'pickup_requested', 'pickup_request_failed'],
    to: 'pickup_scheduled',
  },
  mark_in_transit: { from: ['pickup_scheduled'], to: 'in_transit' },
  mark_goods_delivered: { from: ['in_transit'], to: 'goods_delivered' },
  mark_goods_receipt: { from: ['goods_delivered'], to: 'goods_receipt' },
}

// The mark actions a booking in `status` allows: the server refuses the others, the web shows these.
export const allowedBookingActions = (status: BookingStatus): BookingAction[] =>
  bookingActions.filter((action) => bookingTransitions[action].from.includes(status))

export const canTakeBookingAction = (action: BookingAction, status: BookingStatus) =>
  bookingTransitions[action].from.includes(status)

// Marks that need the packing list complete and every delivery's ETD: the goods are handed over next.
export const actionsNeedingPackingList: readonly BookingAction[] = ['request_pickup', 'schedule_pickup']

// Only a draft is changed (details, deliveries, packing list) or deleted.
export const isBookingDraft = (status: BookingStatus) => status === 'draft'

// Until the goods are on their way, the packing list may still be corrected.
export const packingListEditable = (status: BookingStatus) =>
  ['draft', 'pickup_requested', 'pickup_request_failed', 'pickup_scheduled'].includes(status)

// What other modules may use of the orders module (docs/decisions/0026): nothing else of it is theirs.

export { deviationChangeFields } from './deviation-reports/deviation-change-fields.ts'
export { buyerTolerances } from './deviation-reports/deviation-tolerance.ts'
export {
  type BookableFilter,
  type BookedDelivery,
  bookableDeliveries,
  bookedDeliveries,
  deliveriesOfOrders,
} from './order-bookable.queries.ts'
export { type ShippingActor, shippingActorOf } from './order-context.ts'
export { setShipmentStates } from './order-delivery.queries.ts'
export { createDraftOrder, type DraftOrder } from './order-draft.ts'
export { incomingQuantity } from './order-incoming.queries.ts'
export { deliveryCode, formatOrderNumber } from './order-numbering.ts'
export { deliveryToReceive, isOwnOrder, linesOfDeliveries } from './order-receipt.queries.ts'
export { receiveIntoOrder } from './order-receipt.ts'
export { deliveryReferenceSource, orderReferenceSource } from './order-reference-sources.queries.ts'
export { shipBookedDeliveries } from './order-shipment.service.ts'
export { ownOrderByReference, ownOrderSummaries } from './order-summaries.queries.ts'
export { recomputeOrderTotals } from './order-totals.queries.ts'
export { provideDeliveryBookings } from './views/delivery-bookings.ts'
export { ordersPricedByList } from './views/orders-priced-by-list.ts'
export { listPackingListLines } from './views/packing-list.queries.ts'

import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listResponse } from '../http/list.ts'
import {
  BookableDeliveries,
  BookableDeliveryQuery,
  Booking,
  BookingBody,
  BookingListQuery,
  BookingMarkBody,
  BookingSummary,
  UpdateBookingBody,
} from './booking.contract.ts'
import { PackingListBody, PackingProposal } from './packing-list.contract.ts'

const path = '/bookings'
// Spec §6: list.bookings reads, create.booking drafts and packs, create.shipment marks the shipment on.
const read = 'list.bookings' as const
const write = 'create.booking' as const

export const bookingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: BookingListQuery,
    response: listResponse(BookingSummary),
  }),
  // The deliveries library: the acting buyer's open purchase-order deliveries a booking can carry.
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${path}/deliveries`,
    permission: read,
    query: BookableDeliveryQuery,
    response: BookableDeliveries,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: Booking,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: BookingBody,
    response: Booking,
    status: 201,
  }),
  // A shipment whose pickup is arranged: booked, packed by its packing instructions and marked
  // pickup scheduled in one step.
  createShipment: defineEndpoint({
    method: 'POST',
    path: `${path}/shipment`,
    permission: 'create.shipment',
    body: BookingBody,
    response: Booking,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateBookingBody,
    response: Booking,
  }),
  packingList: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id/packing-list`,
    permission: write,
    params: IdParams,
    body: PackingListBody,
    response: Booking,
  }),
  // Packages proposed from each delivery's packing instructions and box types (a starting point).
  packingProposal: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/packing-proposal`,
    permission: write,
    params: IdParams,
    response: PackingProposal,
  }),
  mark: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/mark`,
    permission: 'create.shipment',
    params: IdParams,
    body: BookingMarkBody,
    response: Booking,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    response: MessageBody,
  }),
}

import {
  type BookingAction,
  type BookingBody,
  type BookingGuestLinkBody,
  type BookingTrackingBody,
  bookingDiscrepancyEndpoints,
  bookingEndpoints,
  bookingGuestLinkEndpoints,
  type DiscrepancyBody,
  type DiscrepancyDecisionBody,
  type PackingListBody,
  type UpdateBookingBody,
} from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { bookingQueries } from './booking-queries.ts'

// Marking a booking in transit ships its orders' deliveries, and a goods receipt changes stock.
const orders = ['orders'] as const

export const useCreateBooking = () =>
  useInvalidatingMutation(
    (body: BookingBody) => callApi(bookingEndpoints.create, { body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useCreateShipment = () =>
  useInvalidatingMutation(
    (body: BookingBody) => callApi(bookingEndpoints.createShipment, { body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useUpdateBooking = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateBookingBody }) =>
      callApi(bookingEndpoints.update, { params: { id }, body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useSavePackingList = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: PackingListBody }) =>
      callApi(bookingEndpoints.packingList, { params: { id }, body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useMarkBooking = () =>
  useInvalidatingMutation(
    ({ id, action, version }: { id: string; action: BookingAction; version: number }) =>
      callApi(bookingEndpoints.mark, { params: { id }, body: { action, version } }),
    bookingQueries.all,
    { quiet: true, also: orders },
  )

export const useDeleteBooking = () =>
  useInvalidatingMutation(
    (id: string) => callApi(bookingEndpoints.remove, { params: { id } }),
    bookingQueries.all,
    { quiet: true },
  )

export const useSaveTracking = (id: string) =>
  useInvalidatingMutation(
    (body: BookingTrackingBody) => callApi(bookingGuestLinkEndpoints.tracking, { params: { id }, body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useSendBookingGuestLink = (id: string) =>
  useInvalidatingMutation(
    (body: BookingGuestLinkBody) => callApi(bookingGuestLinkEndpoints.send, { params: { id }, body }),
    bookingQueries.all,
    { quiet: true },
  )

export const useRevokeBookingGuestLink = (id: string) =>
  useInvalidatingMutation(
    (linkId: string) => callApi(bookingGuestLinkEndpoints.revoke, { params: { id, linkId } }),
    bookingQueries.all,
  )

export const useReportDiscrepancy = (id: string) =>
  useInvalidatingMutation(
    (body: DiscrepancyBody) => callApi(bookingDiscrepancyEndpoints.report, { params: { id }, body }),
    bookingQueries.all,
    { quiet: true },
  )

// An approved package changes the packing list; an approved line what goods receipt takes in.
export const useDecideDiscrepancy = (id: string) =>
  useInvalidatingMutation(
    ({ discrepancyId, body }: { discrepancyId: string; body: DiscrepancyDecisionBody }) =>
      callApi(bookingDiscrepancyEndpoints.decide, { params: { id, discrepancyId }, body }),
    bookingQueries.all,
    { quiet: true },
  )

// Asked for at the user's click, not kept: a starting point the editor fills in and the user saves.
export const useProposePackages = (id: string) =>
  useMutation({
    mutationFn: () => callApi(bookingEndpoints.packingProposal, { params: { id } }),
    meta: { quiet: true },
  })

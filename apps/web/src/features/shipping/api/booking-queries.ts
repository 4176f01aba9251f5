import { type BookableDeliveryQuery, bookingDiscrepancyEndpoints, bookingEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'

// The booking list uses `all` as its ListScreen key; the library sits under it, so a saved booking
// refreshes which deliveries a draft already carries.
export const bookingQueries = {
  all: ['bookings'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['bookings', 'detail', id],
      queryFn: () => callApi(bookingEndpoints.get, { params: { id } }),
    }),
  discrepancies: (id: string) =>
    queryOptions({
      queryKey: ['bookings', 'discrepancies', id],
      queryFn: () => callApi(bookingDiscrepancyEndpoints.list, { params: { id } }),
    }),
  library: (query: z.input<typeof BookableDeliveryQuery>) =>
    queryOptions({
      queryKey: ['bookings', 'library', query],
      queryFn: () => callApi(bookingEndpoints.deliveries, { query }),
    }),
}

import type { BookingBody } from '@scm/contracts'
import type { z } from 'zod'
import type { FileImport } from '../../../platform/imports/import-item.ts'
import { notify } from '../../notifications/index.ts'
import { createBooking } from '../booking.service.ts'
import { bookingImportStore } from './booking-import.queries.ts'
import { type BookingGroup, bookingFileGroups, placeInBooking } from './booking-import-groups.ts'

// The booking CSV import (#19, decision 0062): each booking of the file through the create endpoint's
// own code (numbering, the deliveries' checks, proposed terms and dates, history, audit).
export const bookingImport: FileImport<z.output<typeof BookingBody>, BookingGroup> = {
  messages: 'shipping.import',
  store: bookingImportStore,
  read: bookingFileGroups,
  create: async (ctx, body) => (await createBooking(ctx, body)).number,
  place: placeInBooking,
  finished: (ctx, outcome) =>
    notify(ctx, {
      companyId: ctx.companyId,
      recipients: [ctx.userId],
      type: 'booking-import',
      message: 'shipping.import.notifyDone',
      params: outcome,
      link: '/bookings',
      linkText: 'shipping.import.openBookings',
    }),
}

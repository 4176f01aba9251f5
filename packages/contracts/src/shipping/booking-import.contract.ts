import { z } from 'zod'
import { CsvImportStarted, csvImportEndpoint } from '../files/csv-import.contract.ts'

// Issue #19, spec §5 (decision 0062): a booking file is a CSV (files/csv-import.contract.ts) with one
// booked delivery per row, named by its order number and delivery code. Rows with the same `booking`
// become one draft booking; the booking's supplier and route come from its deliveries, and its other
// values may stand on any of its rows, the same on each that gives one. No value may hold a comma.
export const bookingImportColumns = [
  'booking',
  'order_number',
  'delivery_code',
  'pickup_date',
  'delivery_date',
  'freight_mode',
  'forwarder',
  'forwarder_reference',
  'shipment_reference',
  'tracking_link',
  'instructions',
  'goods_description',
  'dangerous_goods',
] as const
export type BookingImportColumn = (typeof bookingImportColumns)[number]

export const BookingImportStarted = CsvImportStarted.extend({ bookings: z.number().int() })
export type BookingImportStarted = z.infer<typeof BookingImportStarted>

export const bookingImportEndpoints = {
  upload: csvImportEndpoint(
    {
      path: '/bookings/import',
      summary: 'Imports draft bookings from a CSV file: multipart/form-data with one part named "file"',
      permission: 'create.booking',
    },
    BookingImportStarted,
  ),
}

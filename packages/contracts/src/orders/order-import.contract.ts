import { z } from 'zod'
import { CsvImportStarted, csvImportEndpoint } from '../files/csv-import.contract.ts'

// Spec §5: an order file is a CSV (files/csv-import.contract.ts) in this fixed layout. Rows
// with the same `order` become one draft order (its buyer reference); within it, rows with the same
// warehouse and requested ETA become one delivery. `price` may be empty: the price lists price it.
export const orderImportColumns = [
  'order',
  'supplier',
  'warehouse',
  'requested_eta',
  'article',
  'qty',
  'price',
] as const
export type OrderImportColumn = (typeof orderImportColumns)[number]

export const OrderImportStarted = CsvImportStarted.extend({ orders: z.number().int() })
export type OrderImportStarted = z.infer<typeof OrderImportStarted>

export const orderImportEndpoints = {
  upload: csvImportEndpoint(
    {
      path: '/orders/imports',
      summary: 'Imports draft orders from a CSV file: multipart/form-data with one part named "file"',
      permission: 'create.order',
    },
    OrderImportStarted,
  ),
}

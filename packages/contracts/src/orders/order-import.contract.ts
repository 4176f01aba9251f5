import { z } from 'zod'
import { importMaxBytes } from '../articles/article-import.contract.ts'
import { Id } from '../http/common.ts'
import { defineUploadEndpoint, type UploadSpec } from '../http/file.ts'

// Spec §5: an order file is a CSV with commas as delimiters, under 1 MB, in this fixed layout. Rows
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

export const orderImportTemplate = `${orderImportColumns.join(',')}\n`

export const orderImportUpload: UploadSpec = {
  maxBytes: importMaxBytes,
  fileTypes: { csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'] },
  typeMessage: 'orders.import.fileType',
}

export const OrderImportStarted = z.object({
  id: Id,
  job_id: Id,
  rows: z.number().int(),
  orders: z.number().int(),
})
export type OrderImportStarted = z.infer<typeof OrderImportStarted>

export const orderImportEndpoints = {
  // The file is checked at once (422 with a message per row); a valid one is imported by a job.
  upload: defineUploadEndpoint({
    method: 'POST',
    path: '/orders/imports',
    summary: 'Imports draft orders from a CSV file: multipart/form-data with one part named "file"',
    permission: 'create.order',
    upload: orderImportUpload,
    response: OrderImportStarted,
    status: 201,
  }),
}

import { z } from 'zod'
import { importMaxBytes } from '../articles/article-import.contract.ts'
import { Id } from '../http/common.ts'
import { defineUploadEndpoint, type UploadSpec } from '../http/file.ts'
import type { Permission } from '../permissions/permission-catalogue.ts'

// Spec §5: order and booking files are CSV with commas as delimiters, under 1 MB, each in a fixed
// layout of its own (a header row naming the columns, then one item per row); the template of a
// layout is its header row.
export const csvImportUpload: UploadSpec = {
  maxBytes: importMaxBytes,
  fileTypes: { csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'] },
  typeMessage: 'files.csvOnly',
}

export const csvTemplate = (columns: readonly string[]) => `${columns.join(',')}\n`

// A file that passed its check: its import, the job importing it and how many rows it had; each kind
// adds how many items (orders, bookings) the rows make.
export const CsvImportStarted = z.object({
  id: Id,
  job_id: Id,
  rows: z.number().int(),
})

// The upload of an import file: checked at once (422 with a message per row); a valid one is imported
// by a job.
export const csvImportEndpoint = <R extends z.ZodType>(
  endpoint: { path: string; summary: string; permission: Permission },
  response: R,
) => defineUploadEndpoint({ method: 'POST', ...endpoint, upload: csvImportUpload, response, status: 201 })

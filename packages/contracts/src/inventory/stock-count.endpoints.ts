import { IdParams, VersionBody } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { defineUploadEndpoint, type UploadSpec } from '../http/file.ts'
import { listResponse } from '../http/list.ts'
import {
  StockCount,
  StockCountBody,
  StockCountImported,
  StockCountListQuery,
  StockCountRow,
  StockCountRowQuery,
  StockCountRowsBody,
  StockCountSummary,
} from './stock-count.contract.ts'

const path = '/stock-counts'
// Spec §6: either permission opens the counts; only the manage one changes them.
const read = ['view.inv.stockcounts', 'manage.inv.stockcounts'] as const
const write = 'manage.inv.stockcounts' as const

// Spec §5: a CSV or Excel file, column A the article id (its code), column B the counted quantity.
export const stockCountImportUpload: UploadSpec = {
  maxBytes: 1024 * 1024,
  fileTypes: {
    csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
    xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  },
  typeMessage: 'stockCounts.import.fileType',
}

export const stockCountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: StockCountListQuery,
    response: listResponse(StockCountSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: StockCount,
  }),
  rows: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/rows`,
    permission: read,
    params: IdParams,
    query: StockCountRowQuery,
    response: listResponse(StockCountRow),
  }),
  // A count of a warehouse starts with a row for every article with stock there.
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: StockCountBody,
    response: StockCount,
    status: 201,
  }),
  saveRows: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id/rows`,
    permission: write,
    params: IdParams,
    body: StockCountRowsBody,
    response: StockCount,
  }),
  // Every row is checked first: one wrong row applies nothing, and every wrong row is named at once.
  import: defineUploadEndpoint({
    method: 'POST',
    path: `${path}/:id/import`,
    summary: 'Counted quantities from a CSV or Excel file: multipart/form-data with one part named "file"',
    permission: write,
    params: IdParams,
    upload: stockCountImportUpload,
    response: StockCountImported,
  }),
  // Queues the completion job once; the count shows its progress until it is completed.
  complete: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/complete`,
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: StockCount,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/cancel`,
    permission: write,
    params: IdParams,
    body: VersionBody,
    response: StockCount,
  }),
}

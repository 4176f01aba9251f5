import {
  IsoDate,
  issueKey,
  type MessageKey,
  type MessageParams,
  type OrderImportColumn,
  OrderLineBody,
  orderImportColumns,
} from '@scm/contracts'
import Papa from 'papaparse'
import type { z } from 'zod'
import { invalidField } from '../../../platform/errors/app-error.ts'
import { firstUnsafeRow } from '../../../platform/http/unsafe-text.ts'

export type OrderFileRow = Record<OrderImportColumn, string> & {
  // The row's number in the file, counting the header row as 1.
  row: number
}

// A problem of one row. Keys under orders.import. are whole sentences naming the row and column;
// any other key (the order form's own messages) is prefixed with them when shown.
export interface RowProblem {
  row: number
  column: OrderImportColumn
  key: MessageKey
  params?: MessageParams
}

const required: OrderImportColumn[] = ['order', 'supplier', 'article', 'qty']
// Spec §5: commas inside these must be replaced; a decimal comma is the usual cause.
const noCommas: OrderImportColumn[] = ['article', 'qty', 'price']

// The order form's own message for a bad value: its checks, not a copy of them.
const fieldIssue = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? null : issueKey(parsed.error.issues[0]!)
}

const unreadable = () => invalidField('file', 'orders.import.fileUnreadable')

function decode(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw unreadable()
  }
  return text.replace(/^\uFEFF/, '')
}

// One row's values checked on their own (no lookups): required cells, commas, numbers and dates.
function checkCells(row: OrderFileRow, extra: boolean): RowProblem[] {
  const problems: RowProblem[] = []
  const fail = (column: OrderImportColumn, key: MessageKey, params?: MessageParams) =>
    problems.push({ row: row.row, column, key, params })
  if (extra) fail('order', 'orders.import.extraValues')
  for (const column of required) if (!row[column]) fail(column, 'orders.import.required')
  for (const column of noCommas) if (row[column].includes(',')) fail(column, 'orders.import.comma')
  const checks: Array<[OrderImportColumn, z.ZodType]> = [
    ['qty', OrderLineBody.shape.qty],
    ['price', OrderLineBody.shape.price],
  ]
  for (const [column, schema] of checks) {
    if (!row[column] || row[column].includes(',')) continue
    const issue = fieldIssue(schema, row[column])
    if (issue) fail(column, issue.key, issue.params)
  }
  if (row.requested_eta && !IsoDate.safeParse(row.requested_eta).success)
    fail('requested_eta', 'orders.import.badDate', { value: row.requested_eta })
  return problems
}

// Reads the fixed layout: a header row naming the columns (any order, price may be left out), then
// one order line per row. Answers the rows and every problem found in their cells.
export function readOrderFile(bytes: Uint8Array): { rows: OrderFileRow[]; problems: RowProblem[] } {
  const parsed = Papa.parse<string[]>(decode(bytes), { delimiter: ',', skipEmptyLines: 'greedy' })
  const table = parsed.data.map((cells) => cells.map((cell) => String(cell ?? '').trim()))
  const unsafeRow = firstUnsafeRow(table)
  if (unsafeRow) throw invalidField('file', 'files.unsafeRow', { row: unsafeRow })
  const [header, ...lines] = table
  const names = (header ?? []).map((name) => name.toLowerCase())
  const missing = orderImportColumns.filter((column) => column !== 'price' && !names.includes(column))
  if (missing.length > 0)
    throw invalidField('file', 'orders.import.missingColumns', { columns: missing.join(', ') })
  if (lines.length === 0) throw invalidField('file', 'orders.import.noRows')
  const rows: OrderFileRow[] = []
  const problems: RowProblem[] = []
  lines.forEach((cells, index) => {
    const row = { row: index + 2 } as OrderFileRow
    for (const column of orderImportColumns) row[column] = cells[names.indexOf(column)] ?? ''
    rows.push(row)
    problems.push(...checkCells(row, cells.length > names.length))
  })
  return { rows, problems }
}

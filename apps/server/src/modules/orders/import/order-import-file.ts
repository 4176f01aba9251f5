import { issueKey, type OrderImportColumn, OrderLineBody, orderImportColumns } from '@scm/contracts'
import type { z } from 'zod'
import { type CsvLayout, type CsvRow, readCsvFile } from '../../../platform/imports/csv-file.ts'
import type { RowProblem } from '../../../platform/imports/import-messages.ts'

export type OrderFileRow = CsvRow<OrderImportColumn>
export type OrderRowProblem = RowProblem<OrderImportColumn>

// The fixed layout: price may be left out (the price lists price the line). Spec §5: commas inside
// article and qty must be replaced; a decimal comma is the usual cause, so price is held to it too.
const layout: CsvLayout<OrderImportColumn> = {
  columns: orderImportColumns,
  optional: ['price'],
  required: ['order', 'supplier', 'article', 'qty'],
  noCommas: ['article', 'qty', 'price'],
  dates: ['requested_eta'],
  messages: 'orders.import',
}

// The order form's own message for a bad value: its checks, not a copy of them.
const fieldIssue = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? null : issueKey(parsed.error.issues[0]!)
}

// Reads the file: one order line per row. Answers the rows and every problem found in their cells,
// the numbers checked as the order form checks them.
export function readOrderFile(bytes: Uint8Array): { rows: OrderFileRow[]; problems: OrderRowProblem[] } {
  const { rows, problems } = readCsvFile(bytes, layout)
  const checks: Array<[OrderImportColumn, z.ZodType]> = [
    ['qty', OrderLineBody.shape.qty],
    ['price', OrderLineBody.shape.price],
  ]
  for (const row of rows)
    for (const [column, schema] of checks) {
      if (!row[column] || row[column].includes(',')) continue
      const issue = fieldIssue(schema, row[column])
      if (issue) problems.push({ row: row.row, column, key: issue.key, params: issue.params })
    }
  return { rows, problems }
}

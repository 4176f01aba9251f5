import { IsoDate, type MessageParams } from '@scm/contracts'
import Papa from 'papaparse'
import { invalidField } from '../errors/app-error.ts'
import { firstUnsafeRow } from '../http/unsafe-text.ts'
import { type ImportNamespace, importKey, type RowProblem } from './import-messages.ts'

// The fixed layout of an import file (spec §5: CSV with commas between the values, no mapping step):
// a header row naming the columns in any order, then one item per row.
export interface CsvLayout<C extends string> {
  columns: readonly C[]
  // Columns the header may leave out; their cells read as empty.
  optional: readonly C[]
  // Cells that may not be empty.
  required: readonly C[]
  // Cells that may not hold a comma (spec §5), quoted or not.
  noCommas: readonly C[]
  // Cells that are empty or a date, YYYY-MM-DD.
  dates: readonly C[]
  messages: ImportNamespace
}

export type CsvRow<C extends string> = Record<C, string> & {
  // The row's number in the file, counting the header row as 1.
  row: number
}

function decode(bytes: Uint8Array, messages: ImportNamespace): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw invalidField('file', importKey(messages, 'fileUnreadable'))
  }
  return text.replace(/^\uFEFF/, '')
}

// One row's values checked on their own (no lookups): required cells, commas and dates. A row with
// more values than the header has columns is an unquoted comma, told on its first column.
function checkCells<C extends string>(layout: CsvLayout<C>, row: CsvRow<C>, extra: boolean) {
  const problems: RowProblem<C>[] = []
  const fail = (column: C, message: Parameters<typeof importKey>[1], params?: MessageParams) =>
    problems.push({ row: row.row, column, key: importKey(layout.messages, message), params })
  if (extra) fail(layout.columns[0]!, 'extraValues')
  for (const column of layout.required) if (!row[column]) fail(column, 'required')
  for (const column of layout.noCommas) if (row[column].includes(',')) fail(column, 'comma')
  for (const column of layout.dates)
    if (row[column] && !row[column].includes(',') && !IsoDate.safeParse(row[column]).success)
      fail(column, 'badDate', { value: row[column] })
  return problems
}

// Reads a file in the layout: its rows, and every problem found in their cells. A file that is not
// UTF-8 text in the layout is refused as a whole, on the `file` field.
export function readCsvFile<C extends string>(bytes: Uint8Array, layout: CsvLayout<C>) {
  const parsed = Papa.parse<string[]>(decode(bytes, layout.messages), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
  })
  const table = parsed.data.map((cells) => cells.map((cell) => String(cell ?? '').trim()))
  const unsafeRow = firstUnsafeRow(table)
  if (unsafeRow) throw invalidField('file', 'files.unsafeRow', { row: unsafeRow })
  const [header, ...lines] = table
  const names = (header ?? []).map((name) => name.toLowerCase())
  const missing = layout.columns.filter(
    (column) => !layout.optional.includes(column) && !names.includes(column),
  )
  if (missing.length > 0)
    throw invalidField('file', importKey(layout.messages, 'missingColumns'), { columns: missing.join(', ') })
  if (lines.length === 0) throw invalidField('file', importKey(layout.messages, 'noRows'))
  const rows: CsvRow<C>[] = []
  const problems: RowProblem<C>[] = []
  lines.forEach((cells, index) => {
    const values = layout.columns.map((column) => [column, cells[names.indexOf(column)] ?? ''])
    const row = { ...Object.fromEntries(values), row: index + 2 } as CsvRow<C>
    rows.push(row)
    problems.push(...checkCells(layout, row, cells.length > names.length))
  })
  return { rows, problems }
}

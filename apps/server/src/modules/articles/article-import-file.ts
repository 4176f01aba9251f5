import { importMaxBytes, importMaxRows } from '@scm/contracts'
import { AppError, invalidField } from '../../platform/errors/app-error.ts'
import { readSpreadsheet, SpreadsheetError } from '../../platform/files/spreadsheet.ts'
import { firstUnsafeRow } from '../../platform/http/unsafe-text.ts'

export interface ImportTable {
  headers: string[]
  rows: string[][]
}

const fileError = (code: 'fileType' | 'fileUnreadable' | 'noRows') =>
  invalidField('file', `articles.import.${code}`)

// The file's first row is its headings, every later row an article. Anything but CSV or .xlsx under
// 1 MB is refused before it is stored (spec §5).
export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<ImportTable> {
  if (bytes.byteLength >= importMaxBytes) throw new AppError(413, 'articles.import.fileTooLarge')
  const table = await readSpreadsheet(bytes, fileName).catch((error: unknown) => {
    throw error instanceof SpreadsheetError ? fileError(error.problem) : error
  })
  const unsafeRow = firstUnsafeRow(table)
  if (unsafeRow) throw invalidField('file', 'files.unsafeRow', { row: unsafeRow })
  const [headers, ...rows] = table
  if (!headers || rows.length === 0) throw fileError('noRows')
  if (rows.length > importMaxRows)
    throw invalidField('file', 'articles.import.tooManyRows', { max: importMaxRows })
  return { headers, rows }
}

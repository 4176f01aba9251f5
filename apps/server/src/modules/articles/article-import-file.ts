import { importMaxBytes, importMaxRows } from '@scm/contracts'
import Papa from 'papaparse'
import { AppError, invalidField } from '../../platform/errors/app-error.ts'
import { firstUnsafeRow } from '../../platform/http/unsafe-text.ts'

export interface ImportTable {
  headers: string[]
  rows: string[][]
}

// An .xlsx file is a zip archive; a CSV file is text.
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
const fileError = (code: 'fileType' | 'fileUnreadable' | 'noRows') =>
  invalidField('file', `articles.import.${code}`)

function readCsv(bytes: Uint8Array): string[][] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw fileError('fileUnreadable')
  }
  // Excel in a Swedish locale saves with semicolons; papaparse finds the delimiter.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()))
}

// exceljs costs half a second to load: it is loaded with the first workbook, not on every start.
async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch {
    throw fileError('fileUnreadable')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw fileError('noRows')
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let index = 1; index <= row.cellCount; index++) cells.push(row.getCell(index).text.trim())
    rows.push(cells)
  })
  return rows
}

// The file's first row is its headings, every later row an article. Anything but CSV or .xlsx under
// 1 MB is refused before it is stored (spec §5).
export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<ImportTable> {
  if (bytes.byteLength >= importMaxBytes) throw new AppError(413, 'articles.import.fileTooLarge')
  const extension = fileName.toLowerCase().split('.').pop()
  let table: string[][]
  if (extension === 'xlsx' && isZip(bytes)) table = await readXlsx(bytes)
  else if ((extension === 'csv' || extension === 'txt') && !isZip(bytes)) table = readCsv(bytes)
  else throw fileError('fileType')
  const unsafeRow = firstUnsafeRow(table)
  if (unsafeRow) throw invalidField('file', 'files.unsafeRow', { row: unsafeRow })
  const [headers, ...rows] = table
  if (!headers || rows.length === 0) throw fileError('noRows')
  if (rows.length > importMaxRows)
    throw invalidField('file', 'articles.import.tooManyRows', { max: importMaxRows })
  return { headers, rows }
}

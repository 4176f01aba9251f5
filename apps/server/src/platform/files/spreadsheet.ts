import Papa from 'papaparse'

// Why a file could not be read as a table; each caller words it in its own messages.
export class SpreadsheetError extends Error {
  constructor(readonly problem: 'fileType' | 'fileUnreadable' | 'noRows') {
    super(problem)
  }
}

// An .xlsx file is a zip archive; a CSV file is text.
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

function readCsv(bytes: Uint8Array): string[][] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new SpreadsheetError('fileUnreadable')
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
    throw new SpreadsheetError('fileUnreadable')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new SpreadsheetError('noRows')
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let index = 1; index <= row.cellCount; index++) cells.push(row.getCell(index).text.trim())
    rows.push(cells)
  })
  return rows
}

// The cells of a CSV file or of an Excel workbook's first sheet, told apart by name and content.
export async function readSpreadsheet(bytes: Uint8Array, fileName: string): Promise<string[][]> {
  const extension = fileName.toLowerCase().split('.').pop()
  if (extension === 'xlsx' && isZip(bytes)) return readXlsx(bytes)
  if ((extension === 'csv' || extension === 'txt') && !isZip(bytes)) return readCsv(bytes)
  throw new SpreadsheetError('fileType')
}

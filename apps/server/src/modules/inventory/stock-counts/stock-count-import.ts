import { CountedQuantity, type MessageKey, type MessageParams, type StoredFile } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { AppError, type FieldError, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import { readStoredFile } from '../../../platform/files/file-store.ts'
import { readSpreadsheet, SpreadsheetError } from '../../../platform/files/spreadsheet.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { firstUnsafeRow } from '../../../platform/http/unsafe-text.ts'
import { articleIdsByCode } from '../../articles/index.ts'
import { findStockCount } from './stock-count.queries.ts'
import { applyCounted, assertEditable, getStockCount } from './stock-count.service.ts'

const stockCountImportMaxRows = 50_000
// The 422 names this many rows at most (its message counts them all): a file with more wrong rows has
// one mistake throughout, to fix before the rest matters.
const shownErrors = 1000

interface CountLine {
  row: number
  code: string
  quantity: string
}

// "12,5" from a spreadsheet in a Swedish locale is 12.5.
const quantityOf = (cell: string) => (/^\d+,\d+$/.test(cell) ? cell.replace(',', '.') : cell)
const isQuantity = (cell: string) => CountedQuantity.safeParse(quantityOf(cell)).success

async function readCountFile(ctx: RequestContext, file: StoredFile, codes: Map<string, string>) {
  let table: string[][]
  try {
    table = await readSpreadsheet(await readStoredFile(ctx.platform.files, file.key), file.file_name)
  } catch (error) {
    if (error instanceof SpreadsheetError) throw invalidField('file', `stockCounts.import.${error.problem}`)
    throw error
  }
  const unsafeRow = firstUnsafeRow(table)
  if (unsafeRow) throw invalidField('file', 'files.unsafeRow', { row: unsafeRow })
  // A first row that names no article and holds no quantity is the file's headings.
  const [first] = table
  const headed =
    first !== undefined && !codes.has((first[0] ?? '').toLowerCase()) && !isQuantity(first[1] ?? '')
  const lines: CountLine[] = table
    .map((cells, index) => ({ row: index + 1, code: cells[0] ?? '', quantity: quantityOf(cells[1] ?? '') }))
    .slice(headed ? 1 : 0)
  if (lines.length === 0) throw invalidField('file', 'stockCounts.import.noRows')
  if (lines.length > stockCountImportMaxRows)
    throw invalidField('file', 'stockCounts.import.tooManyRows', { max: stockCountImportMaxRows })
  return lines
}

// Every row checked, every problem kept: the article of column A must be the company's and appear
// once, the quantity of column B a count of 0 or more.
function checkLines(lines: CountLine[], codes: Map<string, string>) {
  const errors: Record<string, FieldError[]> = {}
  let wrong = 0
  const fail = (row: number, column: 'A' | 'B', key: MessageKey, params: MessageParams) => {
    if (!errors[`rows.${row}.A`] && !errors[`rows.${row}.B`]) wrong += 1
    if (Object.keys(errors).length < shownErrors) errors[`rows.${row}.${column}`] = [{ key, params }]
  }
  const firstRow = new Map<string, number>()
  const values: Array<{ articleId: string; counted: string }> = []
  for (const line of lines) {
    const articleId = codes.get(line.code.toLowerCase())
    const seen = firstRow.get(line.code.toLowerCase())
    if (!line.code) fail(line.row, 'A', 'stockCounts.import.missingArticle', { row: line.row })
    else if (!articleId)
      fail(line.row, 'A', 'stockCounts.import.unknownArticle', { row: line.row, code: line.code })
    else if (seen !== undefined)
      fail(line.row, 'A', 'stockCounts.import.duplicate', { row: line.row, code: line.code, first: seen })
    else firstRow.set(line.code.toLowerCase(), line.row)
    const quantity = CountedQuantity.safeParse(line.quantity)
    if (!quantity.success)
      fail(line.row, 'B', 'stockCounts.import.badQuantity', { row: line.row, value: line.quantity })
    if (articleId && seen === undefined && quantity.success)
      values.push({ articleId, counted: quantity.data })
  }
  return { errors, wrong, values }
}

// Spec §5: column A the article id (the article's code), column B the counted quantity. One wrong row
// applies nothing (422, every wrong row named in the user's language); a right file sets the counted
// quantity of each article, adding those the count does not hold yet.
export async function importStockCount(ctx: RequestContext, id: string, file: StoredFile) {
  try {
    const record = await findStockCount(ctx.tx, ctx.companyId, id)
    if (!record) throw notFound()
    assertEditable(record)
    const codes = await articleIdsByCode(ctx.tx, ctx.companyId)
    const { errors, wrong, values } = checkLines(await readCountFile(ctx, file, codes), codes)
    if (wrong > 0) throw new AppError(422, 'stockCounts.import.invalid', { count: wrong }, errors)
    const added = await applyCounted(ctx, record, values)
    await recordAudit(ctx, {
      entityType: 'stock-count',
      entityId: id,
      action: 'imported',
      after: { file: file.file_name, rows: values.length, added },
    })
    return { rows: values.length, added, count: await getStockCount(ctx, id) }
  } finally {
    // The file is applied (or refused) at once: it is never kept.
    await ctx.platform.files.delete(file.key)
  }
}

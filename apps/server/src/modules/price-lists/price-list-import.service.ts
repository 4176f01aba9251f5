import { decimal, type MessageKey } from '@scm/contracts'
import Papa from 'papaparse'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesByCode } from '../articles/index.ts'
import { getOwnPriceList } from './price-list.service.ts'
import { upsertLines } from './price-list-line.queries.ts'
import { listChanged } from './price-list-lines.service.ts'

// Header names a buyer's spreadsheet may use, in English or Swedish, for each column we read.
const headers: Record<'article_code' | 'gross_price' | 'discount', string[]> = {
  article_code: [
    'article_code',
    'article code',
    'article id',
    'article',
    'artikelkod',
    'artikel-id',
    'artikel',
  ],
  gross_price: ['gross_price', 'gross price', 'price', 'bruttopris', 'pris'],
  discount: ['discount', 'rabatt'],
}
const money = decimal(10, 4)

function columnOf(fields: string[], column: keyof typeof headers) {
  const names = headers[column]
  return fields.find((field) => names.includes(field.trim().toLowerCase()))
}

// Every row is checked before anything is written, and every bad row is reported at once, keyed
// `csv.<row>.<column>` with spreadsheet row numbers (the header is row 1).
export async function importPriceListLines(ctx: RequestContext, listId: string, csv: string) {
  const list = await getOwnPriceList(ctx, listId)
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  })
  const fields = parsed.meta.fields ?? []
  const codeColumn = columnOf(fields, 'article_code')
  const priceColumn = columnOf(fields, 'gross_price')
  const discountColumn = columnOf(fields, 'discount')
  const errors: Record<string, MessageKey[]> = {}
  const fail = (row: number, column: string, key: MessageKey) => {
    errors[`csv.${row}.${column}`] = [key]
  }
  if (!codeColumn) errors['csv.article_code'] = ['priceLists.importMissingColumn']
  if (!priceColumn) errors['csv.gross_price'] = ['priceLists.importMissingColumn']
  if (parsed.data.length === 0) errors.csv = ['priceLists.importEmpty']
  if (Object.keys(errors).length) throw new AppError(422, 'errors.validation', {}, errors)

  const codes = parsed.data.map((row) => (row[codeColumn!] ?? '').trim())
  const found = await articlesByCode(ctx.tx, ctx.companyId, [...new Set(codes)])
  const byCode = new Map(found.map((article) => [article.code, article]))
  const seen = new Set<string>()
  const lines = parsed.data.flatMap((row, index) => {
    const at = index + 2
    const code = codes[index]!
    const article = byCode.get(code)
    if (!code) fail(at, 'article_code', 'validation.required')
    else if (!article) fail(at, 'article_code', 'priceLists.importUnknownArticle')
    else if (article.status === 'archived') fail(at, 'article_code', 'priceLists.articleArchived')
    else if (seen.has(code)) fail(at, 'article_code', 'priceLists.importDuplicate')
    seen.add(code)
    const price = money.safeParse(row[priceColumn!] ?? '')
    if (!price.success) fail(at, 'gross_price', 'validation.numeric')
    const discount = money.safeParse(discountColumn ? row[discountColumn] || '0' : '0')
    if (!discount.success) fail(at, 'discount', 'validation.numeric')
    else if (list.discount_type === 'percentage' && Number(discount.data) > 100)
      fail(at, 'discount', 'priceRules.percentOver100')
    else if (price.success && list.discount_type === 'value' && Number(discount.data) > Number(price.data))
      fail(at, 'discount', 'priceLists.discountOverPrice')
    if (!article || !price.success || !discount.success) return []
    return [{ article, gross: price.data, discount: discount.data }]
  })
  if (Object.keys(errors).length) throw new AppError(422, 'errors.validation', {}, errors)

  const written = await upsertLines(
    ctx.tx,
    ctx.companyId,
    listId,
    lines.map((line) => ({
      articleId: line.article.id,
      articleCode: line.article.code,
      articleName: line.article.name,
      grossPrice: line.gross,
      discount: line.discount,
    })),
  )
  await listChanged(ctx, listId)
  const created = written.filter((row) => row.created).length
  const result = { created, updated: written.length - created }
  await recordAudit(ctx, { entityType: 'price-list', entityId: listId, action: 'imported', after: result })
  return result
}

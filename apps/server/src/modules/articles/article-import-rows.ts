import {
  ArticleBody,
  countryCodes,
  type ImportCheck,
  type ImportFieldKey,
  type ImportMapping,
  type ImportRowError,
  importField,
  importFieldKeys,
  type Locale,
  localizeIssues,
  type MessageKey,
  type MessageParams,
  translate,
} from '@scm/contracts'
import type { z } from 'zod'

// What names in a file can refer to, each keyed by its name (and code) in lower case.
export interface ImportLookups {
  master: Map<string, Map<string, string>>
  packingInstructions: Map<string, string>
  boxTypes: Map<string, string>
  partners: Map<string, string>
  // Article codes (lower case) that exist already: those rows update, the rest create.
  existing: Map<string, string>
}

type Body = z.output<typeof ArticleBody>
export interface CheckedRow {
  // The row's number in the file, counting the heading row as 1.
  row: number
  body: Body
  // The fields the file gives (an update changes only these).
  fields: string[]
  existingId: string | undefined
}

const yes = new Set(['yes', 'y', 'ja', 'j', 'true', '1', 'x'])
const no = new Set(['no', 'n', 'nej', 'false', '0'])
const countries = new Set(countryCodes)

type Cell = { value: unknown } | { error: MessageKey; params?: MessageParams }

// One cell as the value of its article field; an empty cell is no value.
function readCell(key: ImportFieldKey, raw: string, lookups: ImportLookups): Cell {
  const cell = importField(key).cell
  const text = raw.trim()
  // An empty required cell is a missing value ("required"), an empty optional one no value.
  if (text === '')
    return { value: importField(key).required ? undefined : cell.type === 'boolean' ? false : null }
  const name = text.toLowerCase()
  const reference = (map: Map<string, string> | undefined): Cell => {
    const id = map?.get(name)
    return id ? { value: id } : { error: 'articles.import.unknownReference', params: { value: text } }
  }
  switch (cell.type) {
    case 'text':
      return { value: text }
    // A Swedish file writes 0,45 for 0.45.
    case 'decimal':
      return { value: /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text }
    case 'integer':
      return /^\d+$/.test(text) ? { value: Number(text) } : { error: 'articles.import.notNumber' }
    case 'boolean':
      if (yes.has(name)) return { value: true }
      return no.has(name) ? { value: false } : { error: 'articles.import.notYes' }
    case 'country':
      return { value: countries.has(text.toUpperCase()) ? text.toUpperCase() : text }
    case 'master':
      return reference(lookups.master.get(cell.kind))
    case 'packing-instruction':
      return reference(lookups.packingInstructions)
    case 'box-type':
      return reference(lookups.boxTypes)
    case 'partner':
      return reference(lookups.partners)
  }
}

// The dry run and the import share this: every row read with the mapping and checked by the same
// contract as the article form; every problem is listed with its row, column and message.
export function checkRows(
  table: { headers: string[]; rows: string[][] },
  mapping: ImportMapping,
  lookups: ImportLookups,
  locale: Locale,
): { check: ImportCheck; valid: CheckedRow[] } {
  const mapped = importFieldKeys.filter((key) => mapping[key] !== null)
  const columnOf = new Map(mapped.map((key) => [importField(key).field, key]))
  const heading = (key: ImportFieldKey) => table.headers[mapping[key]!] ?? key
  const errors: ImportRowError[] = []
  const valid: CheckedRow[] = []
  const firstRowOf = new Map<string, number>()
  let create = 0
  table.rows.forEach((cells, index) => {
    const row = index + 2
    const rowErrors: ImportRowError[] = []
    const fail = (key: ImportFieldKey, message: string) =>
      rowErrors.push({ row, column: heading(key), message })
    const values: Record<string, unknown> = {}
    for (const key of mapped) {
      const cell = readCell(key, cells[mapping[key]!] ?? '', lookups)
      if ('error' in cell) fail(key, translate(locale, cell.error, cell.params))
      else values[importField(key).field] = cell.value
    }
    const parsed = ArticleBody.safeParse(values, { reportInput: true })
    if (!parsed.success)
      for (const [path, messages] of Object.entries(localizeIssues(parsed.error.issues, locale))) {
        const key = columnOf.get(path.split('.')[0]!)
        if (key) fail(key, messages[0]!)
      }
    const code = String(values.code ?? '').toLowerCase()
    const first = firstRowOf.get(code)
    if (code && first !== undefined)
      fail('code', translate(locale, 'articles.import.duplicateCode', { row: first }))
    else if (code) firstRowOf.set(code, row)
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors)
      return
    }
    const existingId = lookups.existing.get(code)
    if (!existingId) create++
    valid.push({ row, body: parsed.data, fields: mapped.map((key) => importField(key).field), existingId })
  })
  return {
    check: { rows: table.rows.length, valid: valid.length, create, update: valid.length - create, errors },
    valid,
  }
}

import type { Locale } from '@scm/contracts'
import Papa from 'papaparse'
import { saveFile } from '../../lib/api/download-file.ts'
import type { ListColumn } from './list-types.ts'

// Spreadsheet programs split on the list separator of the user's regional settings: a semicolon in
// Sweden (the comma is the decimal mark there), a comma in English-speaking regions.
const delimiters: Record<Locale, string> = { sv: ';', en: ',' }

// The visible columns, with the same formatted values the table shows.
export function buildCsv<R>(columns: ListColumn<R>[], rows: R[], locale: Locale): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.label),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { delimiter: delimiters[locale] },
  )
}

// `day` is the local date (yyyy-mm-dd) the export was made.
export function exportFileName(title: string, day: string): string {
  const name = title
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase()
  return `${name || 'export'}-${day}.csv`
}

export function downloadCsv(csv: string, fileName: string) {
  // The byte order mark makes spreadsheet programs read å, ä and ö as UTF-8.
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName)
}

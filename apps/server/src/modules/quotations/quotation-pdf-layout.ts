import { absentValue, groupedNumber, type Locale, type MessageParams } from '@scm/contracts'
import type { Content, TableCell } from 'pdfmake/interfaces'

export type Say = (key: string, params?: MessageParams) => string

// Absent values and numbers as the document's reader writes them (spec §9).
export function shownValues(locale: Locale) {
  const absent = absentValue(locale)
  return {
    absent,
    text: (value: string | null | undefined) => (value ? value : absent),
    number: (value: string | null, decimals?: number) =>
      value === null ? absent : (groupedNumber(value, decimals) ?? absent),
  }
}
export type Shown = ReturnType<typeof shownValues>

// Numbers stand right, under a heading that stands right too.
export const right = (text: string) => ({ text, alignment: 'right' as const })
type Heading = string | ReturnType<typeof right>
const header = (labels: Heading[]): TableCell[] =>
  labels.map((label) => ({ ...(typeof label === 'string' ? { text: label } : label), style: 'tableHeader' }))

// A table whose header repeats on each page and whose rows are never cut between two pages.
export const table = (widths: (string | number)[], head: Heading[], rows: TableCell[][]): Content => ({
  table: { widths, headerRows: 1, dontBreakRows: true, body: [header(head), ...rows] },
  layout: 'lightHorizontalLines',
})

// A name with its explanation in small print under it.
export const described = (name: string, description: string | null): TableCell =>
  description ? { stack: [name, { text: description, style: 'note' }] } : name

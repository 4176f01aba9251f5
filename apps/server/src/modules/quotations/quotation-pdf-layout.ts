import type { MessageParams } from '@scm/contracts'
import type { Content, TableCell } from 'pdfmake/interfaces'

export type Say = (key: string, params?: MessageParams) => string

// Spec §9: an absent value reads N/A; numbers have a space between thousands and a dot before decimals.
export const notAvailable = 'N/A'
export const text = (value: string | null | undefined) => (value ? value : notAvailable)

export function formatNumber(value: string | null, decimals?: number) {
  if (value === null) return notAvailable
  const number = Number(value)
  const fixed = decimals === undefined ? String(number) : number.toFixed(decimals)
  const [whole = '', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

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

import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { buildCsv, exportFileName } from './export-csv.ts'
import type { ListColumn } from './list-types.ts'

type Row = { name: string; amount: number }
const columns: ListColumn<Row>[] = [
  { key: 'name', label: 'Namn', value: (row) => row.name },
  { key: 'amount', label: 'Belopp', value: (row) => `${row.amount} kr` },
]

describe('CSV export', () => {
  it('writes the column labels and the formatted values, quoting what needs it', () => {
    const csv = buildCsv(
      columns,
      [
        { name: 'Åsa, "Berg"', amount: 1200 },
        { name: 'Erik', amount: 5 },
      ],
      'en',
    )
    expect(csv).toBe('Namn,Belopp\r\n"Åsa, ""Berg""",1200 kr\r\nErik,5 kr')
    expect(Papa.parse(csv).data).toEqual([
      ['Namn', 'Belopp'],
      ['Åsa, "Berg"', '1200 kr'],
      ['Erik', '5 kr'],
    ])
  })

  it('separates with a semicolon in Swedish, as Swedish spreadsheet programs expect', () => {
    const csv = buildCsv(columns, [{ name: 'Åsa; Berg', amount: 1200 }], 'sv')
    expect(csv).toBe('Namn;Belopp\r\n"Åsa; Berg";1200 kr')
    expect(Papa.parse(csv, { delimiter: ';' }).data).toEqual([
      ['Namn', 'Belopp'],
      ['Åsa; Berg', '1200 kr'],
    ])
  })

  it('writes only the header for an empty list', () => {
    expect(buildCsv(columns, [], 'en')).toBe('Namn,Belopp\r\n')
  })

  it('names the file after the list and the day', () => {
    expect(exportFileName('Användare och roller', '2026-03-04')).toBe('användare-och-roller-2026-03-04.csv')
    expect(exportFileName(' a/b: ', '2026-03-04')).toBe('ab-2026-03-04.csv')
    expect(exportFileName('', '2026-03-04')).toBe('export-2026-03-04.csv')
  })
})

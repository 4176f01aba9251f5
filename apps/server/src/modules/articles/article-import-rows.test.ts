import { ImportMapping } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { checkRows, type ImportLookups } from './article-import-rows.ts'

const ids = {
  c_navy: '00000000-0000-4000-8000-00000000000c',
  b_small: '00000000-0000-4000-8000-00000000000b',
  p_baltic: '00000000-0000-4000-8000-00000000000a',
  id_a2: '00000000-0000-4000-8000-000000000002',
}
const lookups: ImportLookups = {
  master: new Map([
    [
      'colors',
      new Map([
        ['navy', ids.c_navy],
        ['nvy', ids.c_navy],
      ]),
    ],
  ]),
  packingInstructions: new Map(),
  boxTypes: new Map([['carton s', ids.b_small]]),
  partners: new Map([['baltic knit ltd', ids.p_baltic]]),
  existing: new Map([['a-2', ids.id_a2]]),
}
const headers = [
  'Code',
  'Name',
  'Colour',
  'Weight',
  'Lead time',
  'Renewable',
  'Box type',
  'Supplier',
  'Country',
]
const mapping = ImportMapping.parse({
  code: 0,
  name: 1,
  color: 2,
  weight: 3,
  lead_time_days: 4,
  renewable: 5,
  box_type: 6,
  supplier: 7,
  country_of_origin: 8,
})
const check = (rows: string[][]) => checkRows({ headers, rows }, mapping, lookups, 'en')

describe('checkRows', () => {
  it('turns cells into article values: names to ids, decimal commas, yes/no, country codes', () => {
    const { check: result, valid } = check([
      ['A-1', 'Shell', 'NVY', '0,45', '30', 'ja', 'Carton S', 'Baltic Knit Ltd', 'lv'],
      ['A-2', 'Fleece', 'navy', '', '', '', '', '', ''],
    ])
    expect(result).toEqual({ rows: 2, valid: 2, create: 1, update: 1, errors: [] })
    expect(valid[0]!.body).toMatchObject({
      code: 'A-1',
      color_id: ids.c_navy,
      weight: '0.45',
      lead_time_days: 30,
      renewable: true,
      box_type_id: ids.b_small,
      supplier_company_id: ids.p_baltic,
      country_of_origin: 'LV',
    })
    expect(valid[1]).toMatchObject({ row: 3, existingId: ids.id_a2 })
    expect(valid[1]!.fields).toEqual([
      'code',
      'name',
      'color_id',
      'country_of_origin',
      'lead_time_days',
      'weight',
      'box_type_id',
      'renewable',
      'supplier_company_id',
    ])
  })

  it('lists every problem of every row with its row number and column heading', () => {
    const { check: result } = check([
      ['', 'No code', 'Teal', '1.2345', 'soon', 'maybe', 'Crate', 'Nobody', 'Sweden'],
      ['B-1', 'Fine', '', '', '', '', '', '', ''],
      ['b-1', 'Twice', '', '', '', '', '', '', ''],
    ])
    expect(result.valid).toBe(1)
    expect(result.errors).toEqual([
      { row: 2, column: 'Colour', message: 'No item in the list is called "Teal"' },
      { row: 2, column: 'Lead time', message: 'Enter a whole number' },
      { row: 2, column: 'Box type', message: 'No item in the list is called "Crate"' },
      { row: 2, column: 'Renewable', message: 'Enter yes or no' },
      { row: 2, column: 'Supplier', message: 'No item in the list is called "Nobody"' },
      { row: 2, column: 'Code', message: 'This field is required' },
      { row: 2, column: 'Country', message: 'Choose one of the allowed values' },
      {
        row: 2,
        column: 'Weight',
        message: 'The field must follow the format with at most 7 digits before and 3 after "."',
      },
      { row: 4, column: 'Code', message: 'This article ID appears more than once in the file (row 3)' },
    ])
  })
})

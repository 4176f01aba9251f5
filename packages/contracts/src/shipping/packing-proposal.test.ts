import { describe, expect, it } from 'vitest'
import { proposePackages } from './packing-proposal.ts'

const line = (changes: Partial<Parameters<typeof proposePackages>[0][number]>) => ({
  qty: '10',
  packages: null,
  box_type_name: null,
  packing_instruction_name: null,
  qty_outer_box: null,
  ...changes,
})
const quantities = (lines: Parameters<typeof proposePackages>[0]) =>
  proposePackages(lines, 'Carton').map((one) => [one.package_type, one.quantity])

describe('packages proposed from the packing instructions', () => {
  it('fills outer boxes, the rest in one more, of the article’s box type', () => {
    expect(quantities([line({ qty: '45', qty_outer_box: 20, box_type_name: 'Box 60×40' })])).toEqual([
      ['Box 60×40', '20'],
      ['Box 60×40', '20'],
      ['Box 60×40', '5'],
    ])
  })

  it('shares the order’s package count out to the thousandth, else packs the line in one', () => {
    expect(quantities([line({ qty: '10', packages: 3, packing_instruction_name: 'Folded' })])).toEqual([
      ['Folded', '3.333'],
      ['Folded', '3.333'],
      ['Folded', '3.334'],
    ])
    expect(quantities([line({ qty: '7.5' })])).toEqual([['Carton', '7.5']])
  })

  it('packs per line when boxes would make the list longer than it may be', () => {
    const many = quantities([line({ qty: '10000', qty_outer_box: 10 }), line({ qty: '3' })])
    expect(many).toEqual([
      ['Carton', '10000'],
      ['Carton', '3'],
    ])
  })
})

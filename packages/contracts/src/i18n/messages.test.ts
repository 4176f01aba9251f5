import { describe, expect, it } from 'vitest'
import { compareCatalogues } from './catalogue-parity.ts'
import { messageCatalogues, translate } from './messages.ts'

describe('server message catalogues', () => {
  it('have the same keys and placeholders in English and Swedish, none empty', () => {
    expect(compareCatalogues(messageCatalogues)).toEqual({ onlyIn: {}, placeholderMismatches: [], empty: [] })
  })

  it('fill placeholders and fall back to the key for an unknown one', () => {
    expect(translate('en', 'validation.minString', { min: 8 })).toContain('8')
    expect(translate('sv', 'validation.minString', { min: 8 })).toContain('8')
    expect(translate('sv', 'no.such.key' as never)).toBe('no.such.key')
  })
})

describe('compareCatalogues', () => {
  it('names keys missing on one side, placeholder mismatches and empty texts', () => {
    const report = compareCatalogues({
      en: { a: 'A {{n}}', b: { c: 'C' }, d: 'D' },
      sv: { a: 'A {{m}}', b: {}, d: ' ' },
    })
    expect(report).toEqual({
      onlyIn: { 'missing in sv': ['b.c'] },
      placeholderMismatches: ['a'],
      empty: ['sv: d'],
    })
  })
})

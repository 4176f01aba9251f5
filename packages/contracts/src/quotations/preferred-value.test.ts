import { describe, expect, it } from 'vitest'
import { meetsPreferred } from './preferred-value.ts'

const number = (preferred_value: string, preferred_rule: 'at_least' | 'at_most' | 'equal') => ({
  type: 'number' as const,
  preferred_value,
  preferred_rule,
})

describe('meetsPreferred', () => {
  it('compares numbers by the rule, exactly', () => {
    expect(meetsPreferred(number('60', 'at_most'), '55')).toBe(true)
    expect(meetsPreferred(number('60', 'at_most'), '60')).toBe(true)
    expect(meetsPreferred(number('60', 'at_most'), '60.0001')).toBe(false)
    expect(meetsPreferred(number('50', 'at_least'), '45')).toBe(false)
    expect(meetsPreferred(number('50', 'at_least'), '50.5')).toBe(true)
    expect(meetsPreferred(number('10000', 'equal'), '10000.00')).toBe(true)
    expect(meetsPreferred(number('999999999999.9999', 'equal'), '999999999999.9998')).toBe(false)
    expect(meetsPreferred(number('-2', 'at_least'), '-1.5')).toBe(true)
  })

  it('refuses a number answer that is not a number', () => {
    expect(meetsPreferred(number('60', 'at_most'), 'soon')).toBe(false)
  })

  it('wants the very option of a select or yes/no, and the same words of a text', () => {
    const yes = { type: 'yes_no' as const, preferred_value: 'yes', preferred_rule: null }
    expect(meetsPreferred(yes, 'yes')).toBe(true)
    expect(meetsPreferred(yes, 'no')).toBe(false)
    const select = { type: 'select' as const, preferred_value: 'Net 60', preferred_rule: null }
    expect(meetsPreferred(select, 'Net 30')).toBe(false)
    const text = { type: 'text' as const, preferred_value: 'FOB', preferred_rule: null }
    expect(meetsPreferred(text, ' fob ')).toBe(true)
  })

  it('has nothing to say without a preferred value, an answer, or for a file', () => {
    expect(meetsPreferred({ type: 'text', preferred_value: null, preferred_rule: null }, 'x')).toBeNull()
    expect(meetsPreferred(number('60', 'at_most'), null)).toBeNull()
    expect(meetsPreferred({ type: 'file', preferred_value: 'x', preferred_rule: null }, 'x')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { typedDecimal } from './typed-decimal.ts'

describe('a typed decimal in the contracts dot form', () => {
  it('reads a decimal comma in both languages', () => {
    expect(typedDecimal('2,5', 'sv')).toBe('2.5')
    expect(typedDecimal(' 12,75 ', 'en')).toBe('12.75')
    expect(typedDecimal('-0,5', 'sv')).toBe('-0.5')
    expect(typedDecimal('2.5', 'sv')).toBe('2.5')
  })

  it('reads a comma grouping thousands in English only', () => {
    expect(typedDecimal('1,000', 'en')).toBe('1000')
    expect(typedDecimal('1,234,567.5', 'en')).toBe('1234567.5')
    expect(typedDecimal('1,000', 'sv')).toBe('1.000')
  })

  it('drops the spaces the app groups thousands with', () => {
    expect(typedDecimal('1 234 567.89', 'en')).toBe('1234567.89')
    expect(typedDecimal('1\u00a0000,5', 'sv')).toBe('1000.5')
  })

  it('leaves what it cannot read for the contract to refuse', () => {
    expect(typedDecimal('1.000,5', 'sv')).toBe('1.000,5')
    expect(typedDecimal('1,2,3', 'en')).toBe('1,2,3')
    expect(typedDecimal('12 34', 'sv')).toBe('12 34')
    expect(typedDecimal('abc', 'en')).toBe('abc')
    expect(typedDecimal('', 'sv')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { differenceOf } from './quantity-difference.ts'

describe('the difference a typed quantity makes', () => {
  it('is counted minus on hand, without losing a decimal', () => {
    expect(differenceOf('118', '120')).toBe('-2')
    expect(differenceOf('0.3', '0.1')).toBe('0.2')
    expect(differenceOf('12,5', '10')).toBe('2.5')
    expect(differenceOf('5', '5')).toBe('0')
    // Available goes below zero when more is reserved than is on hand.
    expect(differenceOf('12', '-38')).toBe('50')
  })
  it('is none while the row is not counted or the text is not a quantity', () => {
    expect(differenceOf(null, '3')).toBeNull()
    expect(differenceOf('', '3')).toBeNull()
    expect(differenceOf('-1', '3')).toBeNull()
    expect(differenceOf('abc', '3')).toBeNull()
  })
})

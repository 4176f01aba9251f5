import { describe, expect, it } from 'vitest'
import { planMilestoneDates } from './order-milestone.contract.ts'

describe('planMilestoneDates', () => {
  it('plans backwards from the ETD: the last step ends on it, each earlier one its duration before', () => {
    expect(planMilestoneDates([7, 0, 21, 2], { etd: '2027-03-01', today: '2026-11-26' })).toEqual([
      '2027-02-06',
      '2027-02-06',
      '2027-02-27',
      '2027-03-01',
    ])
  })

  it('plans forwards from today without an ETD, each step ending its duration after the one before', () => {
    expect(planMilestoneDates([3, 10, 0], { etd: null, today: '2026-12-30' })).toEqual([
      '2027-01-02',
      '2027-01-12',
      '2027-01-12',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  daysLate,
  isLate,
  isoWeek,
  scheduleBucket,
  todayInCet,
  weekStart,
} from './order-view-dates.ts'

describe('ISO weeks', () => {
  it('start on Monday, whatever day of the week the date is', () => {
    expect(weekStart('2027-02-01')).toBe('2027-02-01')
    expect(weekStart('2027-02-03')).toBe('2027-02-01')
    expect(weekStart('2027-02-07')).toBe('2027-02-01')
    expect(weekStart('2027-02-08')).toBe('2027-02-08')
  })

  it('belong to the year of their Thursday around New Year', () => {
    expect(isoWeek('2027-01-01')).toBe('2026-W53')
    expect(isoWeek('2027-01-04')).toBe('2027-W01')
    expect(isoWeek('2025-12-29')).toBe('2026-W01')
    expect(isoWeek('2026-12-31')).toBe('2026-W53')
    expect(isoWeek('2024-12-30')).toBe('2025-W01')
  })

  it('count weeks through the year and across leap days', () => {
    expect(isoWeek('2027-02-03')).toBe('2027-W05')
    expect(isoWeek('2024-02-29')).toBe('2024-W09')
    expect(isoWeek('2024-12-29')).toBe('2024-W52')
  })

  it('are the bucket of a week schedule; a day schedule buckets by the date itself', () => {
    expect(scheduleBucket('2027-02-04', 'week')).toEqual({ key: '2027-W05', start: '2027-02-01' })
    expect(scheduleBucket('2027-02-04', 'day')).toEqual({ key: '2027-02-04', start: '2027-02-04' })
  })
})

describe('day arithmetic', () => {
  it('counts whole calendar days, also across a daylight-saving change and a month end', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1)
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02')
  })
})

describe('today in CET', () => {
  it('is the Stockholm calendar date, which runs ahead of UTC late in the evening', () => {
    expect(todayInCet(new Date('2027-01-31T22:30:00Z'))).toBe('2027-01-31')
    expect(todayInCet(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02-01')
    expect(todayInCet(new Date('2027-07-31T22:30:00Z'))).toBe('2027-08-01')
  })
})

describe('lateness', () => {
  it('is the days from the requested ETA to the promised one; unknown without both', () => {
    expect(daysLate('2027-05-10', '2027-05-03')).toBe(7)
    expect(daysLate('2027-05-01', '2027-05-03')).toBe(-2)
    expect(daysLate(null, '2027-05-03')).toBeNull()
    expect(daysLate('2027-05-03', null)).toBeNull()
  })

  it('is marked at or above the tolerance, never when on time or early', () => {
    expect(isLate(3, 3)).toBe(true)
    expect(isLate(2, 3)).toBe(false)
    expect(isLate(1, 0)).toBe(true)
    expect(isLate(0, 0)).toBe(false)
    expect(isLate(-4, 0)).toBe(false)
    expect(isLate(null, 0)).toBe(false)
  })
})

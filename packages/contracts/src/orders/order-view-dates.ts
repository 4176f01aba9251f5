import { z } from 'zod'

// The order views group deliveries by calendar day or by ISO week (Monday to Sunday, week 1 holds the
// year's first Thursday), the way Swedish and most European planners count weeks. Dates are plain
// calendar dates (yyyy-mm-dd) without a time zone, so the arithmetic is done in UTC days.
export const scheduleGroupings = ['week', 'day'] as const
export const ScheduleGrouping = z.enum(scheduleGroupings)
export type ScheduleGrouping = z.infer<typeof ScheduleGrouping>

// Which promise of a delivery a schedule is laid out by.
export const scheduleDates = ['etd', 'eta'] as const
export const ScheduleDate = z.enum(scheduleDates)
export type ScheduleDate = z.infer<typeof ScheduleDate>

const dayMs = 86_400_000
const toDay = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

// Whole days from `from` to `to` (negative when `to` is earlier).
export function daysBetween(from: string, to: string): number {
  return Math.round((toDay(to) - toDay(from)) / dayMs)
}

export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days * dayMs)
}

// The Monday that starts the ISO week of `date`.
export function weekStart(date: string): string {
  const weekday = (new Date(toDay(date)).getUTCDay() + 6) % 7
  return addDays(date, -weekday)
}

// The ISO week of a date as "2027-W05": the year is the year of the week's Thursday, which differs
// from the calendar year around New Year (2027-01-01 is in 2026-W53).
export function isoWeek(date: string): string {
  const thursday = addDays(weekStart(date), 3)
  const year = thursday.slice(0, 4)
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

// The bucket a date falls in: its ISO week (key "2027-W05", starting on its Monday) or the day itself.
export function scheduleBucket(date: string, grouping: ScheduleGrouping): { key: string; start: string } {
  return grouping === 'week' ? { key: isoWeek(date), start: weekStart(date) } : { key: date, start: date }
}

// Days a promised ETA lies after the ETA the buyer asked for; negative when early, null when either
// is unknown.
export function daysLate(eta: string | null, requestedEta: string | null): number | null {
  return eta && requestedEta ? daysBetween(requestedEta, eta) : null
}

// Spec §5 deviation tolerance: marked when the day difference is at or above the tolerance (and the
// delivery is late at all: a tolerance of 0 does not mark a delivery that is on time).
export function isLate(days: number | null, toleranceDays: number): boolean {
  return days !== null && days > 0 && days >= toleranceDays
}

// Today's calendar date in CET (spec §9: timestamps use the CET zone), as yyyy-mm-dd.
export const todayInCet = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now)

import { absentValue, groupedNumber } from '@scm/contracts'
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { currentLocale } from '../i18n/current-locale.ts'

dayjs.extend(utc)
dayjs.extend(timezone)

// Spec §9: dates yyyy-LL-dd (with HH:mm), shown in CET.
const zone = 'Europe/Stockholm'

export const notAvailable = () => absentValue(currentLocale())

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return notAvailable()
  return dayjs(value).tz(zone).format('YYYY-MM-DD')
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return notAvailable()
  return dayjs(value).tz(zone).format('YYYY-MM-DD HH:mm')
}

// A time of day to the second, for logs where minutes are too coarse.
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return notAvailable()
  return dayjs(value).tz(zone).format('HH:mm:ss')
}

// Spec §9: a space between thousands and a dot before decimals, whatever the UI language.
export function formatNumber(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined) return notAvailable()
  return groupedNumber(value, decimals) ?? notAvailable()
}

export const formatText = (value: string | null | undefined) => (value ? value : notAvailable())

// A file's size in the unit that reads best: 812 B, 48 kB, 3.4 MB (1 kB = 1 024 bytes).
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`
}

import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

// Spec §9: dates yyyy-LL-dd (with HH:mm), shown in CET; an absent value reads "N/A".
const zone = 'Europe/Stockholm'
export const notAvailable = 'N/A'

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return notAvailable
  return dayjs(value).tz(zone).format('YYYY-MM-DD')
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return notAvailable
  return dayjs(value).tz(zone).format('YYYY-MM-DD HH:mm')
}

// A time of day to the second, for logs where minutes are too coarse.
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return notAvailable
  return dayjs(value).tz(zone).format('HH:mm:ss')
}

// Spec §9: a space between thousands and a dot before decimals, whatever the UI language.
export function formatNumber(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '') return notAvailable
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number)) return notAvailable
  const fixed = decimals === undefined ? String(number) : number.toFixed(decimals)
  const [whole = '', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

export const formatText = (value: string | null | undefined) => (value ? value : notAvailable)

// A file's size in the unit that reads best: 812 B, 48 kB, 3.4 MB (1 kB = 1 024 bytes).
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`
}

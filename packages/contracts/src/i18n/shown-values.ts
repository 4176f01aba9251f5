import type { Locale } from './locale.ts'

// An absent value as a reader of each language expects it: "N/A" in English (spec §9), a dash in
// Swedish, as Swedish tables and forms write it. The same on screen and in printed documents.
export const absentValue = (locale: Locale) => (locale === 'sv' ? '–' : 'N/A')

// Spec §9: a space between thousands and a dot before decimals, whatever the language; null for what
// is not a number.
export function groupedNumber(value: number | string, decimals?: number): string | null {
  const number = typeof value === 'number' ? value : Number(value)
  if (value === '' || !Number.isFinite(number)) return null
  const fixed = decimals === undefined ? String(number) : number.toFixed(decimals)
  const [whole = '', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatFileSize, formatNumber, formatText } from './format.ts'

describe('formats of spec §9', () => {
  it('writes dates as yyyy-LL-dd in CET', () => {
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('2026-03-02')
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('2026-07-01 12:05')
  })

  it('shows an absent value as N/A in English and as a dash in Swedish', async () => {
    await i18next.init({ lng: 'en', resources: {} })
    expect(formatDate(null)).toBe('N/A')
    expect(formatNumber(undefined)).toBe('N/A')
    await i18next.changeLanguage('sv')
    expect(formatDate(null)).toBe('–')
    expect(formatText('')).toBe('–')
  })

  it('groups thousands with a space and uses a dot for decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1 234 567.89')
    expect(formatNumber(-12000)).toBe('-12 000')
    expect(formatNumber('999')).toBe('999')
  })
})

describe('file sizes', () => {
  it('reads in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(812)).toBe('812 B')
    expect(formatFileSize(48_900)).toBe('48 kB')
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB')
  })
})

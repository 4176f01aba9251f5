import { z } from 'zod'

export const locales = ['sv', 'en'] as const
export const Locale = z.enum(locales)
export type Locale = z.infer<typeof Locale>
export const defaultLocale: Locale = 'sv'
export const fallbackLocale: Locale = 'en'

export function pickLocale(value: unknown): Locale {
  const parsed = Locale.safeParse(value)
  return parsed.success ? parsed.data : defaultLocale
}

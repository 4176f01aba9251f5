import type { TFunction } from 'i18next'

// The job types the server defines, each with a label in the locales (queueLogs.jobNames); a type
// not listed yet shows its technical name rather than nothing.
export const jobNames = [
  'mail.deliver',
  'articles.import',
  'orders.import',
  'shipping.import',
  'partners.certificate-expiry',
  'partners.criterion-review',
] as const

export function jobLabel(t: TFunction<'reports'>, name: string): string {
  return (jobNames as readonly string[]).includes(name) ? t(`queueLogs.jobNames.${name}` as never) : name
}

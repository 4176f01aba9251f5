import { z } from 'zod'

// Money and quantities travel as strings and are stored as numeric (ARCHITECTURE rule 5): a dot decimal
// with at most `whole` digits before the separator and `decimals` after it (spec §5 custom decimal rule).
export function Decimal(whole: number, decimals: number) {
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : ''
  const pattern = new RegExp(`^-?(0|[1-9]\\d{0,${whole - 1}})${fraction}$`)
  return z
    .string()
    .trim()
    .refine((value) => pattern.test(value), {
      error: 'validation.decimalDot',
      params: { whole, decimals },
    })
}

// A business date. Years stay within four digits, so a date computed from one (an ETD plus a lead
// time) is still a date every part of the system can write.
export const firstDate = '1900-01-01'
export const lastDate = '2999-12-31'
export const IsoDate = z.iso.date().refine((value) => value >= firstDate && value <= lastDate, {
  error: 'validation.dateRange',
  params: { min: firstDate, max: lastDate },
})
export const OptionalText = (max: number) => z.string().trim().max(max).nullable().default(null)

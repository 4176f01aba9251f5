import { z } from 'zod'

// Spec §5 "dot decimal": at most `whole` digits before the dot and `decimals` after it, an optional
// leading sign, no leading zeros. Numbers travel as strings so no value passes through a float.
export function decimal(whole: number, decimals: number, options: { signed?: boolean } = {}) {
  const sign = options.signed ? '[+-]?' : ''
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : ''
  const pattern = new RegExp(`^${sign}(0|[1-9]\\d{0,${whole - 1}})${fraction}$`)
  return z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => pattern.test(value), {
      message: 'validation.decimalDot',
      params: { whole, decimals },
    })
}

// A positive amount: a decimal that is above zero.
export const positiveDecimal = (whole: number, decimals: number) =>
  decimal(whole, decimals).refine((value) => Number(value) > 0, {
    message: 'validation.positive',
  })

// An optional decimal: an empty field is no value.
export const optionalDecimal = (whole: number, decimals: number) =>
  z.preprocess((value) => (value === '' ? null : value), decimal(whole, decimals).nullable()).default(null)

// Optional text: blank is absent (null), so a cleared field does not store "".
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null))

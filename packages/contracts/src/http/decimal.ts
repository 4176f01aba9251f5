import { z } from 'zod'

// A decimal with "." as separator (spec §5 dot decimal): at most `whole` digits before it and `decimals`
// after, an optional sign, no leading zeros. Numbers are accepted too; the value travels as a string so
// that it reaches the numeric column without passing through a float.
export function dotDecimal(whole: number, decimals: number) {
  const pattern = new RegExp(`^[+-]?(0|[1-9]\\d{0,${whole - 1}})(\\.\\d{1,${decimals}})?$`)
  return z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => pattern.test(value), {
      message: 'validation.decimalDot',
      params: { whole, decimals },
    })
}

// Numeric columns come back as text with trailing zeros ("25.00"); clients get the shortest form.
export const canonicalDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value)

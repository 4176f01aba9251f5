import { formatNumber } from '../../../lib/format/format.ts'

// A unit price shows at least two decimals and every significant one beyond (prices carry four).
export function formatPrice(value: string): string {
  const decimals = (value.split('.')[1] ?? '').replace(/0+$/, '').length
  return formatNumber(value, Math.max(2, decimals))
}

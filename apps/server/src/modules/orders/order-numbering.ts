import type { Tx } from '../../platform/db/database.ts'
import { takeOrderNumber } from './order-counter.queries.ts'

export const formatOrderNumber = (n: number) => `PO-${String(n).padStart(6, '0')}`

// A delivery's code: the order number and the delivery's position, e.g. PO-000042-1.
export const deliveryCode = (orderNumber: string, position: number) => `${orderNumber}-${position}`

// The buyer's next order number. Deleting a draft leaves a gap, which is fine: the number is an
// identifier, not a count.
export async function nextOrderNumber(tx: Tx, companyId: string): Promise<string> {
  return formatOrderNumber(await takeOrderNumber(tx, companyId))
}

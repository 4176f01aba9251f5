import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { positiveDecimal } from '../http/fields.ts'
import type { OrderStatus } from '../orders/order-state.ts'

// The order statuses in which goods of its deliveries may be received: confirmed and not yet closed.
export const receivableOrderStatuses: readonly OrderStatus[] = [
  'ordered',
  'in_progress',
  'packing_completed',
  'in_transit',
  'delivered',
]

export const goodsReceiptLimits = { lines: 5000 }

// A receipt is named by the client (`id`): sent twice, by a double click or a retry, it is taken once.
export const GoodsReceiptBody = z.strictObject({
  id: Id,
  lines: z
    .array(z.strictObject({ line_id: Id, quantity: positiveDecimal(10, 3) }))
    .min(1)
    .max(goodsReceiptLimits.lines),
})
export type GoodsReceiptBody = z.input<typeof GoodsReceiptBody>

export const GoodsReceiptParams = z.strictObject({ id: Id, delivery_id: Id })

export const GoodsReceipt = z.object({
  id: Id,
  order_id: Id,
  delivery_id: Id,
  delivery_code: z.string(),
  warehouse_id: Id,
  warehouse_name: z.string().nullable(),
  received_at: Timestamp,
  user_name: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: Id,
      article_id: Id,
      article_code: z.string(),
      article_name: z.string(),
      quantity: z.string(),
    }),
  ),
})
export type GoodsReceipt = z.infer<typeof GoodsReceipt>
